import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { sessionEnded } from '../auth/auth-slice';
import { sendFeedback as postFeedback } from './api/send-feedback';

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

/**
 * docs/requirements.md#feedback-failure: a failed feedback call is logged and never shown, so the
 * thunk rejects quietly and the person can simply try again.
 */
export const sendFeedback = createAsyncThunk<void, FeedbackDraft, { rejectValue: null }>(
  'feedback/send',
  async ({ comment, page, website }, { rejectWithValue }) => {
    try {
      await postFeedback({ comment, page, ...(website === '' ? {} : { website }) });
    } catch (error) {
      console.error('Sending feedback failed:', error);
      return rejectWithValue(null);
    }
  },
);

export const feedbackSlice = createSlice({
  name: 'feedback',
  initialState: initialFeedbackState,
  reducers: {
    /** "Send more feedback": the form comes back empty. */
    feedbackReset(state) {
      state.feedbackStatus = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sendFeedback.pending, (state) => {
        state.feedbackSending = true;
      })
      .addCase(sendFeedback.fulfilled, (state) => {
        state.feedbackSending = false;
        state.feedbackStatus = true;
      })
      .addCase(sendFeedback.rejected, (state) => {
        state.feedbackSending = false;
      })
      // The end of a session clears everything, the thanks of the person leaving too.
      .addMatcher(sessionEnded, () => initialFeedbackState);
  },
});

export const { feedbackReset } = feedbackSlice.actions;

type WithFeedback = { feedback: FeedbackState };
export const selectFeedbackStatus = (state: WithFeedback) => state.feedback.feedbackStatus;
export const selectFeedbackSending = (state: WithFeedback) => state.feedback.feedbackSending;
