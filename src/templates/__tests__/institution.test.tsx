import { screen, waitFor } from '@testing-library/react';
import type { PageProps } from 'gatsby';
import * as React from 'react';
import { renderWithProviders } from '../../../tests/unit/test-utils';
import {
  envelope,
  oau,
  pageOf,
  serveInstitutions,
  unilag,
} from '../../features/scholarships/__tests__/fixtures';
import InstitutionPage, { type InstitutionContext } from '../institution';

const propsFor = (institution: InstitutionContext['institution']) =>
  ({
    pageContext: { institution, builtAt: '2026-11-21T10:00:00.000Z' },
    path: `/partner/${institution.slug}`,
    uri: `/partner/${institution.slug}`,
  }) as PageProps<object, InstitutionContext>;

describe('a partner institution’s page', () => {
  it('has one h1, the profile and the scholarships, and opens the eligibility check with its organization', async () => {
    serveInstitutions(() => ({ data: envelope(pageOf([unilag, oau])) }));
    renderWithProviders(<InstitutionPage {...propsFor(unilag)} />);

    const [title, ...others] = screen.getAllByRole('heading', { level: 1 });
    expect(others).toHaveLength(0);
    expect(title).toHaveTextContent('University of Lagos');
    expect(screen.getByText('A federal university on the Lagos Lagoon.')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Marine Biology Research Grant' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check your loan eligibility' })).toHaveAttribute(
      'href',
      '/eligibility-check?organization=UNILAG',
    );
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('opens the plain eligibility check for an institution without an organization', async () => {
    serveInstitutions(() => ({ data: envelope(pageOf([unilag, oau])) }));
    renderWithProviders(<InstitutionPage {...propsFor(oau)} />);
    expect(screen.getByRole('link', { name: 'Check your loan eligibility' })).toHaveAttribute(
      'href',
      '/eligibility-check',
    );
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Creative Arts Merit Award' })).toBeVisible(),
    );
  });

  it('shows the current scholarships, and says so when the institution is no longer listed', async () => {
    serveInstitutions(() => ({ data: envelope(pageOf([oau])) }));
    renderWithProviders(<InstitutionPage {...propsFor(unilag)} />);
    expect(await screen.findByText(/is not listed on Lendbridge at the moment/)).toBeInTheDocument();
  });
});
