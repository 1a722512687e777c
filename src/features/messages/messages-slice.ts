import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { sendFeedback as postFeedback } from './api/send-feedback';

export interface MessagesState {
  /** SPEC.md §4: set when feedback was received, so the form thanks the person in its place. */
  feedbackStatus: boolean;
  feedbackSending: boolean;
}

export const initialMessagesState: MessagesState = { feedbackStatus: false, feedbackSending: false };

export interface FeedbackDraft {
  comment: string;
  /** The page the feedback was given on. */
  page: string;
  /** The honeypot's content: '' for people. */
  website: string;
}

/**
 * SPEC.md §7: a failed feedback call is logged and never shown, so the thunk rejects quietly and
 * the person can simply try again.
 */
export const sendFeedback = createAsyncThunk<void, FeedbackDraft, { rejectValue: null }>(
  'messages/sendFeedback',
  async ({ comment, page, website }, { rejectWithValue }) => {
    try {
      await postFeedback({ comment, page, ...(website === '' ? {} : { website }) });
    } catch (error) {
      console.error('Sending feedback failed:', error);
      return rejectWithValue(null);
    }
  },
);

export const messagesSlice = createSlice({
  name: 'messages',
  initialState: initialMessagesState,
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
      });
  },
});

export const { feedbackReset } = messagesSlice.actions;

type WithMessages = { messages: MessagesState };
export const selectFeedbackStatus = (state: WithMessages) => state.messages.feedbackStatus;
export const selectFeedbackSending = (state: WithMessages) => state.messages.feedbackSending;
