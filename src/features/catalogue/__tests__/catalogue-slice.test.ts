import type { Organization, Provider } from '@lendbridge/contract';
import type { InternalAxiosRequestConfig } from 'axios';
import { makeStore } from '../../../app/store';
import { siteEnv } from '../../../config/env';
import { reply, serveNetwork } from '../../../../tests/unit/network-double';
import { fetchCatalogueList, hydrateList, selectCatalogueList } from '../catalogue-slice';
import {
  fetchProviderList,
  initialProvidersState,
  providersSlice,
  type ProvidersState,
} from '../providers-slice';

const providersReducer = providersSlice.reducer;

const harbour: Provider = {
  id: 1,
  slug: 'harbour-microfinance',
  name: 'Harbour Microfinance',
  summary: 'Salary loans for public servants.',
  website: 'https://harbour.example',
  licence: 'CBN MFB/2019/114',
  loanTypeIds: [1],
};
const sahel: Provider = {
  id: 2,
  slug: 'sahel-credit',
  name: 'Sahel Credit',
  summary: 'Student loans paid to the school.',
  website: 'https://sahel.example',
  licence: 'CBN FC/2021/031',
  loanTypeIds: [2],
};

const organizations: Organization[] = [
  { id: 1, code: 'UNILAG', name: 'University of Lagos', kind: 'school', status: true },
  { id: 2, code: 'OLDCO', name: 'Old Company Ltd', kind: 'employer', status: false },
  { id: 3, code: 'LASG', name: 'Lagos State Government', kind: 'employer', status: true },
];

function answer(data: unknown, status = 200) {
  const sent: InternalAxiosRequestConfig[] = [];
  serveNetwork(siteEnv.apiUrl, async (config) => {
    sent.push(config);
    return reply(config, status, data);
  });
  return sent;
}

/** The request recorded at `index`, failing the test if it was never sent. */
function nth(sent: InternalAxiosRequestConfig[], index: number): InternalAxiosRequestConfig {
  const config = sent[index];
  if (!config) throw new Error(`Expected request #${index + 1} to have been sent, got ${sent.length}`);
  return config;
}

const withProviders = (list: Partial<ProvidersState['providers']>): ProvidersState => ({
  ...initialProvidersState,
  providers: { ...initialProvidersState.providers, ...list },
});

describe('the lists reducer (the providers slice)', () => {
  it('marks only the named list as loading and clears its previous error when a fetch starts', () => {
    const before = withProviders({ status: 'failed', error: 'Gateway timeout' });

    const after = providersReducer(before, fetchProviderList.pending('request-1', 'providers'));

    expect(after.providers).toEqual({ items: [], status: 'loading', error: null });
    expect(after.providerSettings).toBe(before.providerSettings);
  });

  it('keeps the rows it holds, the same array, when the fetch brings the same content', () => {
    const before = withProviders({ items: [harbour, sahel], status: 'loading' });

    const same = providersReducer(
      before,
      fetchProviderList.fulfilled([{ ...harbour }, { ...sahel }], 'request-1', 'providers'),
    );
    expect(same.providers.items).toBe(before.providers.items);
    expect(same.providers.status).toBe('succeeded');

    const renamed = { ...sahel, name: 'Sahel Credit Bank' };
    const changed = providersReducer(
      before,
      fetchProviderList.fulfilled([harbour, renamed], 'request-2', 'providers'),
    );
    expect(changed.providers.items).toEqual([harbour, renamed]);
  });

  it('stores the fetched items and marks the list as succeeded', () => {
    const before = withProviders({ status: 'loading' });

    const after = providersReducer(
      before,
      fetchProviderList.fulfilled([harbour, sahel], 'request-1', 'providers'),
    );

    expect(after.providers).toEqual({ items: [harbour, sahel], status: 'succeeded', error: null });
    expect(after.loanTypes.status).toBe('idle');
  });

  it('keeps the rows and records the rejection message when a fetch fails', () => {
    const before = withProviders({ items: [harbour], status: 'loading' });

    const after = providersReducer(
      before,
      fetchProviderList.rejected(null, 'request-1', 'providers', 'Provider list is unavailable'),
    );

    expect(after.providers).toEqual({
      items: [harbour],
      status: 'failed',
      error: 'Provider list is unavailable',
    });
  });

  it('uses the generic message when a fetch fails without a message', () => {
    const after = providersReducer(
      withProviders({ status: 'loading' }),
      fetchProviderList.rejected(new Error('boom'), 'request-1', 'providers'),
    );

    expect(after.providers.error).toBe('An error occured, please try again');
  });

  it('fills an idle list with the pre-rendered rows', () => {
    const after = providersReducer(
      initialProvidersState,
      hydrateList({ name: 'providers', items: [harbour] }),
    );

    expect(after.providers).toEqual({ items: [harbour], status: 'idle', error: null });
  });

  it.each(['loading', 'succeeded', 'failed'] as const)(
    'leaves a %s list untouched when asked to hydrate it',
    (status) => {
      const before = withProviders({ items: [sahel], status });

      const after = providersReducer(before, hydrateList({ name: 'providers', items: [harbour] }));

      expect(after.providers.items).toEqual([sahel]);
      expect(after.providers.status).toBe(status);
    },
  );
});

describe('fetchCatalogueList against the store', () => {
  it('keeps only the organizations whose status is true', async () => {
    const sent = answer({ requestSuccessful: true, message: 'OK', responseData: { items: organizations } });
    const store = makeStore();

    await store.dispatch(fetchCatalogueList('organizations'));

    const list = selectCatalogueList('organizations')(store.getState());
    expect(nth(sent, 0).url).toBe('api/Organization');
    expect(list.status).toBe('succeeded');
    expect(list.items.map((org) => org.name)).toEqual(['University of Lagos', 'Lagos State Government']);
  });

  it('asks the gateway for approved FAQs only', async () => {
    const sent = answer({ requestSuccessful: true, message: 'OK', responseData: { items: [] } });
    const store = makeStore();

    await store.dispatch(fetchCatalogueList('faqs'));

    expect(nth(sent, 0).url).toBe('api/FAQ');
    expect(nth(sent, 0).params).toEqual({ IsApproved: true });
    expect(store.getState().catalogue!.faqs.status).toBe('succeeded');
  });

  it('stores the server message as the error and keeps the pre-rendered rows when the call fails', async () => {
    answer({ requestSuccessful: false, message: 'Provider list is unavailable', responseData: null }, 503);
    const store = makeStore();
    store.dispatch(hydrateList({ name: 'providers', items: [harbour] }));

    await store.dispatch(fetchCatalogueList('providers'));

    expect(store.getState().providers!.providers).toEqual({
      items: [harbour],
      status: 'failed',
      error: 'Provider list is unavailable',
    });
  });
});
