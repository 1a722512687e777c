import type {
  Faq,
  LoanType,
  Organization,
  Provider,
  ProviderSetting,
  Testimonial,
} from '@lendbridge/contract';
import * as React from 'react';
import { useAppDispatch } from '../../app/hooks';
import { messageOf } from '../../lib/api-client';
import { catalogueApi } from './catalogue-api';
import { providersApi } from './providers-api';

/** Every list a public page shows, by name, whichever slice holds it. */
export interface CatalogueLists {
  providers: Provider[];
  providerSettings: ProviderSetting[];
  loanTypes: LoanType[];
  faqs: Faq[];
  testimonials: Testimonial[];
  organizations: Organization[];
}
export type CatalogueListName = keyof CatalogueLists;

/** A list as a component shows it: its rows, whether the first answer is awaited, and a failure. */
export interface CatalogueList<T> {
  items: T;
  loading: boolean;
  error: string | null;
}

const endpoints = {
  providers: providersApi.endpoints.getProviders,
  providerSettings: providersApi.endpoints.getProviderSettings,
  loanTypes: providersApi.endpoints.getLoanTypes,
  faqs: catalogueApi.endpoints.getFaqs,
  testimonials: catalogueApi.endpoints.getTestimonials,
  organizations: catalogueApi.endpoints.getOrganizations,
};

/** Puts what the build pre-rendered into the cache as the list's answer. */
const seeds: {
  [K in CatalogueListName]: (items: CatalogueLists[K]) => Parameters<ReturnType<typeof useAppDispatch>>[0];
} = {
  providers: (value) =>
    providersApi.util.upsertQueryEntries([{ endpointName: 'getProviders', arg: undefined, value }]),
  providerSettings: (value) =>
    providersApi.util.upsertQueryEntries([{ endpointName: 'getProviderSettings', arg: undefined, value }]),
  loanTypes: (value) =>
    providersApi.util.upsertQueryEntries([{ endpointName: 'getLoanTypes', arg: undefined, value }]),
  faqs: (value) => catalogueApi.util.upsertQueryEntries([{ endpointName: 'getFaqs', arg: undefined, value }]),
  testimonials: (value) =>
    catalogueApi.util.upsertQueryEntries([{ endpointName: 'getTestimonials', arg: undefined, value }]),
  organizations: (value) =>
    catalogueApi.util.upsertQueryEntries([{ endpointName: 'getOrganizations', arg: undefined, value }]),
};

// One array for every list not yet answered, so `items` keeps its identity between renders.
const NOTHING: never[] = [];

function asList<K extends CatalogueListName>(
  result: { data?: unknown; isError: boolean; error?: unknown; isSuccess: boolean },
  prerendered: CatalogueLists[K] | undefined,
): CatalogueList<CatalogueLists[K]> {
  // The endpoint of list K answers CatalogueLists[K] (the table above pairs them).
  const data = result.data as CatalogueLists[K] | undefined;
  return {
    items: data ?? prerendered ?? (NOTHING as CatalogueLists[K]),
    loading: !result.isSuccess && !result.isError && prerendered === undefined,
    error: result.isError ? messageOf(result.error) : null,
  };
}

/**
 * A catalogue list. What the build pre-rendered seeds the cache (before the query subscribes, so
 * the first render matches the HTML), and is then replaced by the gateway's current list, asked
 * for once the page has hydrated: admins change the content between builds, and a visitor must
 * not go on reading an answer they withdrew (docs/console.md#what-visitors-see). A list the build
 * did not pre-render is read from the gateway.
 */
export function useCatalogueList<K extends CatalogueListName>(
  name: K,
  prerendered?: CatalogueLists[K],
): CatalogueList<CatalogueLists[K]> {
  const dispatch = useAppDispatch();
  // Declared before the query, so this effect runs before the query's subscription.
  React.useEffect(() => {
    if (prerendered) dispatch(seeds[name](prerendered));
    // The pre-rendered rows are fixed for the page's lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, name]);
  return asList(
    endpoints[name].useQuery(undefined, { refetchOnMountOrArgChange: prerendered !== undefined || 30 }),
    prerendered,
  );
}

/** A list another part of the page seeds or reads (useCatalogueList): read here without asking. */
export function useCatalogueItems<K extends CatalogueListName>(
  name: K,
  prerendered?: CatalogueLists[K],
): CatalogueList<CatalogueLists[K]> {
  return asList(endpoints[name].useQueryState(), prerendered);
}
