import type { ReferralDetails, ReferResponse } from '@lendbridge/contract';
import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/root-reducer';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../lib/api-client';
import { noLiveSession } from '../auth/auth-slice';
import { createReferral } from './api/create-referral';

/** SPEC.md §8's words, spelled exactly as written there. */
export const REFERRAL_SENT_MESSAGE = 'Thank you for the referral, message sent successfully';

export interface ReferralsState {
  /** SPEC.md §4: set by a successful referral; the dashboard thanks the person once and clears it. */
  referralStatus: boolean;
}

export const initialReferralsState: ReferralsState = { referralStatus: false };

export interface ReferralFailure {
  message: string;
  /** The request field the gateway named, e.g. `referralDetails.friends.2`. */
  field?: string;
}

export const sendReferral = createAsyncThunk<
  ReferResponse,
  ReferralDetails,
  { rejectValue: ReferralFailure }
>('referrals/sendReferral', async (details, { rejectWithValue }) => {
  try {
    return await createReferral(details);
  } catch (error) {
    if (!(error instanceof ApiError)) return rejectWithValue({ message: GENERIC_ERROR_MESSAGE });
    return rejectWithValue(
      error.details.field
        ? { message: error.message, field: error.details.field }
        : { message: error.message },
    );
  }
});

const referralsSlice = createSlice({
  name: 'referrals',
  initialState: initialReferralsState,
  reducers: {
    referralThanksShown(state) {
      state.referralStatus = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sendReferral.pending, (state) => {
        state.referralStatus = false;
      })
      .addCase(sendReferral.fulfilled, (state) => {
        state.referralStatus = true;
      })
      // The thanks belong to who sent the referral, not to whoever logs in next on this tab.
      .addMatcher(noLiveSession, () => initialReferralsState);
  },
});

export const { referralThanksShown } = referralsSlice.actions;
declare module '../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof referralsSlice> {}
}

// In the store once this module has loaded (see src/app/root-reducer.ts); until its first
// action, selectSlice reads the initial state.
const injectedReferrals = referralsSlice.injectInto(rootReducer);

type WithReferrals = Parameters<typeof injectedReferrals.selectSlice>[0];
export const selectReferralStatus = (state: WithReferrals) =>
  injectedReferrals.selectSlice(state).referralStatus;
