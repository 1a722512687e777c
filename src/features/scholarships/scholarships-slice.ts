import type { InstitutionWithScholarships } from '@lendbridge/contract';
import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/root-reducer';
import { GENERIC_ERROR_MESSAGE, messageOf } from '../../lib/api-client';
import { getInstitutions, type InstitutionsFound } from './api/get-institutions';

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface InstitutionList {
  items: InstitutionWithScholarships[];
  status: LoadStatus;
  error: string | null;
}

export interface ScholarshipsState {
  /** Every active institution with its scholarships: what the pages show without a search. */
  directory: InstitutionList;
  /** The latest search, ranked by the institutions service, with its suggestions when it found nothing. */
  search: InstitutionList & { query: string; requestId: string | null; suggestions: string[] };
}

export const initialScholarshipsState: ScholarshipsState = {
  directory: { items: [], status: 'idle', error: null },
  search: { items: [], status: 'idle', error: null, query: '', requestId: null, suggestions: [] },
};

interface ThunkConfig {
  state: WithScholarships;
  rejectValue: string;
}

/** Loads the whole directory once per visit; pages that need it share the answer. */
export const fetchInstitutionDirectory = createAsyncThunk<InstitutionWithScholarships[], void, ThunkConfig>(
  'scholarships/fetchDirectory',
  async (_, { signal, rejectWithValue }) => {
    try {
      return (await getInstitutions({ signal })).items;
    } catch (error) {
      return rejectWithValue(messageOf(error));
    }
  },
  {
    condition: (_, { getState }) => {
      const { status } = selectInstitutionDirectory(getState());
      return status !== 'loading' && status !== 'succeeded';
    },
  },
);

export const searchInstitutions = createAsyncThunk<InstitutionsFound, string, ThunkConfig>(
  'scholarships/search',
  async (searchWord, { signal, rejectWithValue }) => {
    try {
      return await getInstitutions({ searchWord, signal });
    } catch (error) {
      return rejectWithValue(messageOf(error));
    }
  },
);

const scholarshipsSlice = createSlice({
  name: 'scholarships',
  initialState: initialScholarshipsState,
  reducers: {
    clearSearch(state) {
      state.search = initialScholarshipsState.search;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchInstitutionDirectory.pending, (state) => {
        state.directory.status = 'loading';
        state.directory.error = null;
      })
      .addCase(fetchInstitutionDirectory.fulfilled, (state, action) => {
        state.directory = { items: action.payload, status: 'succeeded', error: null };
      })
      .addCase(fetchInstitutionDirectory.rejected, (state, action) => {
        state.directory.status = 'failed';
        state.directory.error = action.payload ?? GENERIC_ERROR_MESSAGE;
      })
      // Answers can arrive out of order while someone types; only the latest search counts.
      .addCase(searchInstitutions.pending, (state, action) => {
        state.search.query = action.meta.arg;
        state.search.requestId = action.meta.requestId;
        state.search.status = 'loading';
        state.search.error = null;
      })
      .addCase(searchInstitutions.fulfilled, (state, action) => {
        if (state.search.requestId !== action.meta.requestId) return;
        state.search.items = action.payload.items;
        state.search.suggestions = action.payload.suggestions;
        state.search.status = 'succeeded';
      })
      .addCase(searchInstitutions.rejected, (state, action) => {
        // An aborted search was replaced by a newer one (or the reader left): nothing failed.
        if (state.search.requestId !== action.meta.requestId || action.meta.aborted) return;
        state.search.items = [];
        state.search.suggestions = [];
        state.search.status = 'failed';
        state.search.error = action.payload ?? GENERIC_ERROR_MESSAGE;
      });
  },
});

export const { clearSearch } = scholarshipsSlice.actions;
export const scholarshipsReducer = scholarshipsSlice.reducer;
declare module '../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof scholarshipsSlice> {}
}

// In the store once this module has loaded (see src/app/root-reducer.ts); until its first
// action, selectSlice reads the initial state.
const injectedScholarships = scholarshipsSlice.injectInto(rootReducer);

type WithScholarships = Parameters<typeof injectedScholarships.selectSlice>[0];
export const selectInstitutionDirectory = (state: WithScholarships) =>
  injectedScholarships.selectSlice(state).directory;
export const selectInstitutionSearch = (state: WithScholarships) =>
  injectedScholarships.selectSlice(state).search;
