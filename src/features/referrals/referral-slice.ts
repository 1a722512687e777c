import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/root-reducer';
import { noLiveSession } from '../auth/auth-slice';

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

const referralSlice = createSlice({
  name: 'referral',
  initialState: initialReferralState,
  reducers: {
    /** The invitation form's referral went through (refer-a-friend-form.tsx). */
    referralSent(state) {
      state.referralStatus = true;
    },
    referralThanksShown(state) {
      state.referralStatus = false;
    },
  },
  extraReducers: (builder) => {
    // The thanks belong to who sent the referral, not to whoever logs in next on this tab.
    builder.addMatcher(noLiveSession, () => initialReferralState);
  },
});

export const { referralSent, referralThanksShown } = referralSlice.actions;
declare module '../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof referralSlice> {}
}

// In the store once this module has loaded (see src/app/root-reducer.ts); until its first
// action, selectSlice reads the initial state.
const injectedReferral = referralSlice.injectInto(rootReducer);

type WithReferral = Parameters<typeof injectedReferral.selectSlice>[0];
export const selectReferralStatus = (state: WithReferral) =>
  injectedReferral.selectSlice(state).referralStatus;
