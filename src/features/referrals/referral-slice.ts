import type { ReferralDetails, ReferResponse } from '@lendbridge/contract';
import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/root-reducer';
import { failureOf, type CallFailure } from '../../lib/api-client';
import { noLiveSession } from '../auth/auth-slice';
import { createReferral } from './api/create-referral';

/** The product's words, spelled exactly as it shows them (docs/requirements.md#messages). */
export const REFERRAL_SENT_MESSAGE = 'Thank you for the referral, message sent successfully';

/** The `referral` slice (docs/requirements.md#slice-names). */
export interface ReferralState {
  /**
   * Set by a successful referral (docs/requirements.md#flags); the dashboard thanks the person once
   * and clears it.
   */
  referralStatus: boolean;
}

export const initialReferralState: ReferralState = { referralStatus: false };

/** The field is the one the gateway named, e.g. `referralDetails.friends.2`. */
export type ReferralFailure = CallFailure;

export const sendReferral = createAsyncThunk<
  ReferResponse,
  ReferralDetails,
  { rejectValue: ReferralFailure }
>('referral/send', async (details, { rejectWithValue }) => {
  try {
    return await createReferral(details);
  } catch (error) {
    return rejectWithValue(failureOf(error));
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
