import type {
  Faq,
  LoanType,
  Organization,
  Provider,
  ProviderSetting,
  Testimonial,
} from '@lendbridge/contract';
import {
  createAsyncThunk,
  createSlice,
  original,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { rootReducer } from '../../app/root-reducer';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../lib/api-client';
import {
  getActiveOrganizations,
  getApprovedFaqs,
  getAvailableLoanTypes,
  getProviderSettings,
  getProviders,
  getTestimonials,
} from './api/get-catalogue';

/** One row of each catalogue list. */
export interface CatalogueItems {
  providers: Provider;
  providerSettings: ProviderSetting;
  faqs: Faq;
  loanTypes: LoanType;
  testimonials: Testimonial;
  organizations: Organization;
}
export type CatalogueListName = keyof CatalogueItems;
export type CatalogueLists = { [K in CatalogueListName]: CatalogueItems[K][] };

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface ListState<T> {
  items: T[];
  status: LoadStatus;
  error: string | null;
}

export type CatalogueState = { [K in CatalogueListName]: ListState<CatalogueItems[K]> };

const emptyList = <T>(): ListState<T> => ({ items: [], status: 'idle', error: null });

export const initialCatalogueState: CatalogueState = {
  providers: emptyList(),
  providerSettings: emptyList(),
  faqs: emptyList(),
  loanTypes: emptyList(),
  testimonials: emptyList(),
  organizations: emptyList(),
};

const fetchers: { [K in CatalogueListName]: () => Promise<CatalogueLists[K]> } = {
  providers: getProviders,
  providerSettings: getProviderSettings,
  faqs: getApprovedFaqs,
  loanTypes: getAvailableLoanTypes,
  testimonials: getTestimonials,
  organizations: getActiveOrganizations,
};

/** Loads one catalogue list; the list's name travels in the action's meta.arg. */
export const fetchCatalogueList = createAsyncThunk<
  CatalogueLists[CatalogueListName],
  CatalogueListName,
  { rejectValue: string }
>('catalogue/fetchList', async (name, { rejectWithValue }) => {
  try {
    return await fetchers[name]();
  } catch (error) {
    return rejectWithValue(error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE);
  }
});

const catalogueSlice = createSlice({
  name: 'catalogue',
  initialState: initialCatalogueState,
  reducers: {
    /** Seeds a list with what the build pre-rendered, so the first client render matches the HTML. */
    hydrateList<K extends CatalogueListName>(
      state: CatalogueState,
      action: PayloadAction<{ name: K; items: CatalogueLists[K] }>,
    ) {
      const list: CatalogueState[K] = state[action.payload.name];
      if (list.status === 'idle') list.items = action.payload.items;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchCatalogueList.pending, (state, action) => {
        state[action.meta.arg].status = 'loading';
        state[action.meta.arg].error = null;
      })
      .addCase(fetchCatalogueList.fulfilled, (state, action) => {
        const list = state[action.meta.arg] as ListState<unknown>;
        // Rows unchanged since the build keep their identity, so memoised sections skip the redraw.
        if (JSON.stringify(original(list)?.items) !== JSON.stringify(action.payload))
          list.items = action.payload;
        list.status = 'succeeded';
      })
      .addCase(fetchCatalogueList.rejected, (state, action) => {
        // The pre-rendered rows stay on screen; the error says the refresh failed.
        state[action.meta.arg].status = 'failed';
        state[action.meta.arg].error = action.payload ?? GENERIC_ERROR_MESSAGE;
      });
  },
});

export const { hydrateList } = catalogueSlice.actions;
export const catalogueReducer = catalogueSlice.reducer;
declare module '../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof catalogueSlice> {}
}

// In the store once this module has loaded (see src/app/root-reducer.ts); until its first
// action, selectSlice reads the initial state.
const injectedCatalogue = catalogueSlice.injectInto(rootReducer);

type WithCatalogue = Parameters<typeof injectedCatalogue.selectSlice>[0];
export const selectCatalogueList =
  <K extends CatalogueListName>(name: K) =>
  (state: WithCatalogue): CatalogueState[K] =>
    injectedCatalogue.selectSlice(state)[name];
