import type { AppDispatch } from '../../app/hooks';
import { feedbackApi } from './feedback-api';
import { feedbackFailed, feedbackReceived, feedbackSending, type FeedbackDraft } from './feedback-slice';

/**
 * Sends the footer's feedback, with the `feedback` slice's flags around the call. The footer loads
 * this module (and with it the data layer) when the person sends, not with every page.
 * docs/requirements.md#feedback-failure: a failure is logged and never shown, so the person can
 * simply try again.
 */
export async function sendFeedback(dispatch: AppDispatch, { comment, page, website }: FeedbackDraft) {
  dispatch(feedbackSending());
  const result = await dispatch(
    feedbackApi.endpoints.sendFeedback.initiate({ comment, page, ...(website === '' ? {} : { website }) }),
  );
  if ('error' in result) {
    console.error('Sending feedback failed:', result.error);
    dispatch(feedbackFailed());
  } else {
    dispatch(feedbackReceived());
  }
}
