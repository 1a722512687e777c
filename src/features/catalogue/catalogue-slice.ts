import type { Faq, Organization, Testimonial } from '@lendbridge/contract';
import type { PayloadAction, ThunkAction, UnknownAction, WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/root-reducer';
import { getActiveOrganizations, getApprovedFaqs, getTestimonials } from './api/get-catalogue';
import {
  fetchProviderList,
  initialProvidersState,
  providersSlice,
  selectProviders,
  type ProviderItems,
} from './providers-slice';
import { createListsSlice, type ListState } from './remote-lists';

export type { ListState, LoadStatus } from './remote-lists';

/** The site's other public lists, beside the providers slice's. */
interface InformationItems {
  faqs: Faq;
  testimonials: Testimonial;
  organizations: Organization;
}

const information = createListsSlice<'catalogue', InformationItems>({
  name: 'catalogue',
  fetchers: { faqs: getApprovedFaqs, testimonials: getTestimonials, organizations: getActiveOrganizations },
});
const catalogueSlice = information.slice;
export const initialCatalogueState = information.initialState;
declare module '../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof catalogueSlice> {}
}
const injectedCatalogue = catalogueSlice.injectInto(rootReducer);

/**
 * Every list a public page shows, whichever slice holds it: components ask for a list by name
 * and need not know that providers, their settings and loan types live in the `providers` slice.
 */
export type CatalogueItems = ProviderItems & InformationItems;
export type CatalogueListName = keyof CatalogueItems;
export type CatalogueLists = { [K in CatalogueListName]: CatalogueItems[K][] };
export type CatalogueState = { [K in CatalogueListName]: ListState<CatalogueItems[K]> };

const isProviderList = (name: CatalogueListName): name is keyof ProviderItems =>
  name in initialProvidersState;

/** Loads one list from the gateway into the slice that holds it. */
export const fetchCatalogueList =
  (name: CatalogueListName): ThunkAction<Promise<unknown>, unknown, unknown, UnknownAction> =>
  (dispatch) =>
    isProviderList(name) ? dispatch(fetchProviderList(name)) : dispatch(information.fetchList(name));

/** Seeds a list with what the build pre-rendered, so the first client render matches the HTML. */
export function hydrateList<K extends CatalogueListName>(payload: {
  name: K;
  items: CatalogueLists[K];
}): PayloadAction<{ name: string; items: unknown[] }> {
  return isProviderList(payload.name)
    ? providersSlice.actions.hydrateList({ name: payload.name, items: payload.items })
    : catalogueSlice.actions.hydrateList({ name: payload.name, items: payload.items });
}

type WithCatalogue = Parameters<typeof injectedCatalogue.selectSlice>[0] &
  Parameters<typeof selectProviders>[0];
export const selectCatalogueList =
  <K extends CatalogueListName>(name: K) =>
  (state: WithCatalogue): CatalogueState[K] => {
    const lists: CatalogueState = { ...selectProviders(state), ...injectedCatalogue.selectSlice(state) };
    return lists[name];
  };
