import { act, screen, waitFor } from '@testing-library/react';
import * as React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { makeStore } from '../../../app/store';
import { renderWithProviders } from '../../../../tests/unit/test-utils';
import { PartnerDirectory } from '../components/partner-directory';
import { envelope, lbs, oau, pageOf, serveInstitutions, unilag } from './fixtures';

beforeEach(() => window.history.replaceState(null, '', '/partner'));
describe('PartnerDirectory', () => {
  it('links each partner to its page and leaves out institutions that are not partners', async () => {
    serveInstitutions(() => ({ data: envelope(pageOf([unilag, oau, lbs])) }));
    renderWithProviders(<PartnerDirectory partners={[unilag, oau]} />);

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 partner institutions.'));
    expect(screen.getByRole('link', { name: 'University of Lagos' })).toHaveAttribute(
      'href',
      '/partner/university-of-lagos',
    );
    expect(screen.queryByText('Lagos Business School')).not.toBeInTheDocument();
  });

  it('narrows the list by name or place as the reader types, ignoring accents, and keeps it in the URL', async () => {
    serveInstitutions(() => ({ data: envelope(pageOf([unilag, oau])) }));
    const { user } = renderWithProviders(<PartnerDirectory partners={[unilag, oau]} />);

    await user.type(screen.getByRole('searchbox', { name: 'Search institutions' }), 'Ifẹ');

    expect(screen.getByRole('status')).toHaveTextContent('1 partner institution match “Ifẹ”.');
    expect(screen.getByRole('link', { name: 'Obafemi Awolowo University' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'University of Lagos' })).not.toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('q')).toBe('Ifẹ');
  });

  it('opens with the search from the URL', async () => {
    window.history.replaceState(null, '', '/partner?q=lagos');
    serveInstitutions(() => ({ data: envelope(pageOf([unilag, oau])) }));
    renderWithProviders(<PartnerDirectory partners={[unilag, oau]} />);

    expect(await screen.findByRole('searchbox')).toHaveValue('lagos');
    expect(screen.getByRole('status')).toHaveTextContent('1 partner institution match “lagos”.');
  });

  it('keeps, and searches for, what was typed into the pre-rendered box before the script ran', async () => {
    serveInstitutions(() => ({ data: envelope(pageOf([unilag, oau])) }));
    const page = () => (
      <Provider store={makeStore()}>
        <PartnerDirectory partners={[unilag, oau]} />
      </Provider>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page());
    container.querySelector<HTMLInputElement>('#partner-institution-search')!.value = 'Ife';

    const root = await act(async () => hydrateRoot(container, page()));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('q')).toBe('Ife'));
    expect(screen.getByRole('status')).toHaveTextContent('1 partner institution match “Ife”.');
    act(() => root.unmount());
    container.remove();
  });
});
