import type { LoanType, OfferingProvider, Provider, ProviderSetting } from '@lendbridge/contract';
import { createAsyncThunk, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/root-reducer';
import { messageOf } from '../../lib/api-client';
import { getOfferingProviders } from './api/get-offering-providers';
import { getAvailableLoanTypes, getProviderSettings, getProviders } from './api/get-catalogue';
import {
  createListsSlice,
  emptyList,
  listFailed,
  listLoaded,
  listLoading,
  type ListState,
} from './remote-lists';

/**
 * The `providers` slice (docs/requirements.md#slice-names): who lends, on what terms, and which
 * kinds of loan.
 */
export interface ProviderItems {
  providers: Provider;
  providerSettings: ProviderSetting;
  loanTypes: LoanType;
}

export interface OfferingState {
  /** The providers offering each loan type, by the loan type's id. */
  offering: Record<number, ListState<OfferingProvider>>;
}

/** Loads the providers lending one loan type (the offers page shows their terms beside the offers). */
export const fetchOfferingProviders = createAsyncThunk<OfferingProvider[], number, { rejectValue: string }>(
  'providers/fetchOffering',
  async (loanTypeId, { rejectWithValue }) => {
    try {
      return await getOfferingProviders(loanTypeId);
    } catch (error) {
      return rejectWithValue(messageOf(error));
    }
  },
);

const offeringOf = (state: OfferingState, loanTypeId: number) =>
  (state.offering[loanTypeId] ??= emptyList<OfferingProvider>());

const providers = createListsSlice<'providers', ProviderItems, OfferingState>({
  name: 'providers',
  fetchers: {
    providers: getProviders,
    providerSettings: getProviderSettings,
    loanTypes: getAvailableLoanTypes,
  },
  extra: { offering: {} },
  extend: (builder) => {
    builder
      .addCase(fetchOfferingProviders.pending, (state, action) =>
        listLoading(offeringOf(state, action.meta.arg)),
      )
      .addCase(fetchOfferingProviders.fulfilled, (state, action) =>
        listLoaded(offeringOf(state, action.meta.arg), action.payload),
      )
      .addCase(fetchOfferingProviders.rejected, (state, action) =>
        listFailed(offeringOf(state, action.meta.arg), action.payload),
      );
  },
});

export const providersSlice = providers.slice;
export const fetchProviderList = providers.fetchList;
export const initialProvidersState = providers.initialState;
export type ProvidersState = typeof initialProvidersState;
declare module '../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof providersSlice> {}
}

// In the store once this module has loaded (see src/app/root-reducer.ts); until its first
// action, selectSlice reads the initial state.
const injectedProviders = providersSlice.injectInto(rootReducer);

type WithProviders = Parameters<typeof injectedProviders.selectSlice>[0];
export const selectProviders = (state: WithProviders): ProvidersState => injectedProviders.selectSlice(state);

const NOT_LOADED: ListState<OfferingProvider> = emptyList();
/** The providers offering a loan type, as far as they have been loaded. */
export const selectOfferingProviders = (loanTypeId: number) => (state: WithProviders) =>
  injectedProviders.selectSlice(state).offering[loanTypeId] ?? NOT_LOADED;
