import type { ReferralDetails, ReferResponse } from '@lendbridge/contract';
import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/root-reducer';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../lib/api-client';
import { noLiveSession } from '../auth/auth-slice';
import { createReferral } from './api/create-referral';

/** SPEC.md §8's words, spelled exactly as written there. */
export const REFERRAL_SENT_MESSAGE = 'Thank you for the referral, message sent successfully';

export interface ReferralState {
  /** SPEC.md §4: set by a successful referral; the dashboard thanks the person once and clears it. */
  referralStatus: boolean;
}

export const initialReferralState: ReferralState = { referralStatus: false };

export interface ReferralFailure {
  message: string;
  /** The request field the gateway named, e.g. `referralDetails.friends.2`. */
  field?: string;
}

export const sendReferral = createAsyncThunk<
  ReferResponse,
  ReferralDetails,
  { rejectValue: ReferralFailure }
>('referral/send', async (details, { rejectWithValue }) => {
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

const referralSlice = createSlice({
  name: 'referral',
  initialState: initialReferralState,
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
      .addMatcher(noLiveSession, () => initialReferralState);
  },
});

export const { referralThanksShown } = referralSlice.actions;
declare module '../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof referralSlice> {}
}

// In the store once this module has loaded (see src/app/root-reducer.ts); until its first
// action, selectSlice reads the initial state.
const injectedReferral = referralSlice.injectInto(rootReducer);

type WithReferral = Parameters<typeof injectedReferral.selectSlice>[0];
export const selectReferralStatus = (state: WithReferral) =>
  injectedReferral.selectSlice(state).referralStatus;
