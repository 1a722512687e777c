import type { Organization, Provider } from '@lendbridge/contract';
import { screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import * as React from 'react';
import { renderWithProviders } from '../../../../tests/unit/test-utils';
import { reply, serveNetwork } from '../../../../tests/unit/network-double';
import { siteEnv } from '../../../config/env';
import { useCatalogueItems, useCatalogueList, type CatalogueListName } from '../use-catalogue-list';

const provider = (id: number, name: string): Provider => ({
  id,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  summary: 'Salary loans.',
  website: 'https://lender.example',
  licence: `CBN MFB/2020/${id}`,
  loanTypeIds: [1],
});
const prerendered = [provider(1, 'Harbour Microfinance')];
const organizations: Organization[] = [
  { id: 1, code: 'UNILAG', name: 'University of Lagos', kind: 'school', status: true },
  { id: 2, code: 'OLDCO', name: 'Old Company Ltd', kind: 'employer', status: false },
];

/** The gateway answers `items` to every list, and the calls are recorded. */
function gatewayLists(items: unknown[]): InternalAxiosRequestConfig[] {
  const sent: InternalAxiosRequestConfig[] = [];
  serveNetwork(siteEnv.apiUrl, async (config) => {
    sent.push(config);
    return reply(config, 200, { requestSuccessful: true, message: 'OK', responseData: { items } });
  });
  return sent;
}

function Names({ name, seed }: { name: CatalogueListName; seed?: Provider[] }) {
  const list = useCatalogueList(name, seed as never);
  return (
    <ul aria-busy={list.loading}>
      {list.items.map((item) => (
        <li key={item.id}>{'name' in item ? item.name : item.id}</li>
      ))}
    </ul>
  );
}

function Count() {
  return <p>{useCatalogueItems('providers').items.length} lenders</p>;
}

describe('a catalogue list', () => {
  it('shows what the build pre-rendered first, then replaces it with the current list', async () => {
    const sent = gatewayLists([provider(2, 'Sahel Credit'), provider(3, 'Delta Loans')]);
    renderWithProviders(
      <>
        <Count />
        <Names name="providers" seed={prerendered} />
      </>,
    );
    // The first render is the build's, so it matches the pre-rendered HTML.
    expect(screen.getByText('Harbour Microfinance')).toBeInTheDocument();
    // Then the gateway's current list, which another part of the page reads from the cache too.
    expect(await screen.findByText('Sahel Credit')).toBeInTheDocument();
    expect(screen.queryByText('Harbour Microfinance')).not.toBeInTheDocument();
    expect(await screen.findByText('2 lenders')).toBeInTheDocument();
    expect(sent.map((config) => config.url)).toEqual(['api/Provider']);
  });

  it('reads a list the build did not pre-render, and offers only the active organisations', async () => {
    const sent = gatewayLists(organizations);
    renderWithProviders(<Names name="organizations" />);
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('University of Lagos')).toBeInTheDocument();
    expect(screen.queryByText('Old Company Ltd')).not.toBeInTheDocument();
    expect(sent.map((config) => config.url)).toEqual(['api/Organization']);
  });

  it('asks for the approved questions only', async () => {
    const sent = gatewayLists([]);
    renderWithProviders(<Names name="faqs" />);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.params).toEqual({ IsApproved: true });
  });
});
