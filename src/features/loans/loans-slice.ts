import type { CurrentLoanStatus, LoanSummary } from '@lendbridge/contract';
import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/root-reducer';
import { GENERIC_ERROR_MESSAGE, messageOf } from '../../lib/api-client';
import { noLiveSession } from '../auth/auth-slice';
import { getCurrentLoanStatus } from './api/get-current-loan-status';
import { getLoanHistory } from './api/get-loan-history';

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/**
 * The lists held for the dashboard (docs/requirements.md#lists): the user's current loan and their
 * loan history.
 */
export interface LoansState {
  /** Whose loans these are: another borrower logging in on this tab starts from nothing. */
  owner: string | null;
  current: { data: CurrentLoanStatus | null; status: LoadStatus; error: string | null };
  history: { items: LoanSummary[]; status: LoadStatus; error: string | null };
}

export const initialLoansState: LoansState = {
  owner: null,
  current: { data: null, status: 'idle', error: null },
  history: { items: [], status: 'idle', error: null },
};

export const fetchCurrentLoanStatus = createAsyncThunk<CurrentLoanStatus, string, { rejectValue: string }>(
  'loans/fetchCurrent',
  async (userId, { rejectWithValue }) => {
    try {
      return await getCurrentLoanStatus(userId);
    } catch (error) {
      return rejectWithValue(messageOf(error));
    }
  },
);

export const fetchLoanHistory = createAsyncThunk<LoanSummary[], string, { rejectValue: string }>(
  'loans/fetchHistory',
  async (userId, { rejectWithValue }) => {
    try {
      return await getLoanHistory(userId);
    } catch (error) {
      return rejectWithValue(messageOf(error));
    }
  },
);

/** A call for another borrower than the one held drops everything held first. */
function ownedBy(state: LoansState, userId: string): LoansState {
  return state.owner === userId ? state : { ...initialLoansState, owner: userId };
}

const loansSlice = createSlice({
  name: 'loans',
  initialState: initialLoansState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchCurrentLoanStatus.pending, (state, action) => {
        const next = ownedBy(state, action.meta.arg);
        return { ...next, current: { ...next.current, status: 'loading', error: null } };
      })
      .addCase(fetchCurrentLoanStatus.fulfilled, (state, action) => {
        if (state.owner !== action.meta.arg) return;
        state.current = { data: action.payload, status: 'succeeded', error: null };
      })
      .addCase(fetchCurrentLoanStatus.rejected, (state, action) => {
        if (state.owner !== action.meta.arg) return;
        // What was shown stays on screen; the error says the refresh failed.
        state.current.status = 'failed';
        state.current.error = action.payload ?? GENERIC_ERROR_MESSAGE;
      })
      .addCase(fetchLoanHistory.pending, (state, action) => {
        const next = ownedBy(state, action.meta.arg);
        return { ...next, history: { ...next.history, status: 'loading', error: null } };
      })
      .addCase(fetchLoanHistory.fulfilled, (state, action) => {
        if (state.owner !== action.meta.arg) return;
        state.history = { items: action.payload, status: 'succeeded', error: null };
      })
      .addCase(fetchLoanHistory.rejected, (state, action) => {
        if (state.owner !== action.meta.arg) return;
        state.history.status = 'failed';
        state.history.error = action.payload ?? GENERIC_ERROR_MESSAGE;
      })
      .addMatcher(noLiveSession, () => initialLoansState);
  },
});

declare module '../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof loansSlice> {}
}

// In the store once this module has loaded (see src/app/root-reducer.ts); until its first
// action, selectSlice reads the initial state.
const injectedLoans = loansSlice.injectInto(rootReducer);

type WithLoans = Parameters<typeof injectedLoans.selectSlice>[0];

/** Only the given borrower's loans: anything held for someone else counts as nothing yet. */
export const selectCurrentLoanStatus = (userId: string | null) => (state: WithLoans) => {
  const loans = injectedLoans.selectSlice(state);
  return loans.owner === userId ? loans.current : initialLoansState.current;
};
export const selectLoanHistory = (userId: string | null) => (state: WithLoans) => {
  const loans = injectedLoans.selectSlice(state);
  return loans.owner === userId ? loans.history : initialLoansState.history;
};
