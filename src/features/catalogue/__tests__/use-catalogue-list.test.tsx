import type { Provider } from '@lendbridge/contract';
import { act, screen } from '@testing-library/react';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import * as React from 'react';
import { renderWithProviders } from '../../../../tests/unit/test-utils';
import { serveNetwork } from '../../../../tests/unit/network-double';
import { siteEnv } from '../../../config/env';
import { useCatalogueList } from '../use-catalogue-list';

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
const current = [provider(1, 'Harbour Microfinance'), provider(2, 'Sahel Credit')];

function Providers() {
  const { items } = useCatalogueList('providers', prerendered);
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>{item.name}</li>
      ))}
    </ul>
  );
}

describe('a catalogue list on a page opened offline', () => {
  let online = false;
  const sent: InternalAxiosRequestConfig[] = [];
  beforeEach(() => {
    online = false;
    sent.length = 0;
    jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
    serveNetwork(siteEnv.apiUrl, async (config) => {
      sent.push(config);
      const response: AxiosResponse = {
        data: { requestSuccessful: true, message: 'OK', responseData: { items: current } },
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      };
      return response;
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('keeps the pre-rendered rows without calling the gateway, and refreshes them once the connection is back', async () => {
    renderWithProviders(<Providers />);
    expect(screen.getByText('Harbour Microfinance')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Sahel Credit')).toBeInTheDocument();
    expect(sent).toHaveLength(1);

    // Only once per page: a later reconnection does not call again.
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(sent).toHaveLength(1);
  });
});
