import { createSlice } from '@reduxjs/toolkit';
import { sessionEnded } from '../auth/auth-slice';

/** The `feedback` slice (docs/requirements.md#slice-names). */
export interface FeedbackState {
  /**
   * Set when feedback was received, so the form thanks the person in its place
   * (docs/requirements.md#flags).
   */
  feedbackStatus: boolean;
  feedbackSending: boolean;
}

export const initialFeedbackState: FeedbackState = { feedbackStatus: false, feedbackSending: false };

export interface FeedbackDraft {
  comment: string;
  /** The page the feedback was given on. */
  page: string;
  /** The honeypot's content: '' for people. */
  website: string;
}

export const feedbackSlice = createSlice({
  name: 'feedback',
  initialState: initialFeedbackState,
  reducers: {
    /** "Send more feedback": the form comes back empty. */
    feedbackReset(state) {
      state.feedbackStatus = false;
    },
    // Set around the call by send-feedback.ts.
    feedbackSending(state) {
      state.feedbackSending = true;
    },
    feedbackReceived(state) {
      state.feedbackSending = false;
      state.feedbackStatus = true;
    },
    feedbackFailed(state) {
      state.feedbackSending = false;
    },
  },
  extraReducers: (builder) => {
    // The end of a session clears everything, the thanks of the person leaving too.
    builder.addMatcher(sessionEnded, () => initialFeedbackState);
  },
});

export const { feedbackReset, feedbackSending, feedbackReceived, feedbackFailed } = feedbackSlice.actions;

type WithFeedback = { feedback: FeedbackState };
export const selectFeedbackStatus = (state: WithFeedback) => state.feedback.feedbackStatus;
export const selectFeedbackSending = (state: WithFeedback) => state.feedback.feedbackSending;
