import * as React from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import * as buttons from '../../../components/buttons.module.css';
import { readFields } from '../../../lib/forms';
import { MESSAGE_LIMITS } from '../../../lib/message-limits';
import { feedbackReset, selectFeedbackSending, selectFeedbackStatus } from '../feedback-slice';
import { checkText } from '../use-message-form';
import * as styles from './feedback-form.module.css';
import { HONEYPOT_NAME, HoneypotField } from './honeypot-field';

export const FEEDBACK_THANKS = 'Thank you for your feedback. We read every message.';

const FIELD_ID = 'feedback-comment';
const RULES = {
  comment: { missing: 'Write your feedback first.', maxLength: MESSAGE_LIMITS.feedback },
};

/**
 * The feedback form in every page's footer, in plain markup (see feedback-form.module.css). Success
 * thanks the person in its place; a failure is only logged (docs/requirements.md#feedback-failure),
 * so the text stays in the field and can be sent again.
 */
export function FeedbackForm() {
  const dispatch = useAppDispatch();
  const received = useAppSelector(selectFeedbackStatus);
  const sending = useAppSelector(selectFeedbackSending);
  const [error, setError] = React.useState<string | undefined>();
  const thanks = React.useRef<HTMLParagraphElement>(null);
  const sentHere = React.useRef(false);

  React.useEffect(() => {
    // The button that had focus is gone: hand focus to the thanks that replaced it.
    if (received && sentHere.current) thanks.current?.focus();
  }, [received]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const values = readFields(event.currentTarget, ['comment', HONEYPOT_NAME]);
    const problem = checkText({ comment: values.comment }, RULES).comment;
    setError(problem);
    if (problem) {
      document.getElementById(FIELD_ID)?.focus();
      return;
    }
    sentHere.current = true;
    const draft = {
      comment: values.comment.trim(),
      page: window.location.pathname,
      website: values[HONEYPOT_NAME],
    };
    // Loaded with the first feedback sent: the footer is on every page, the data layer only on some.
    void import('../send-feedback').then(({ sendFeedback }) => sendFeedback(dispatch, draft));
  };

  const hintId = `${FIELD_ID}-hint`;
  if (received) {
    return (
      <div className={styles.form}>
        <p ref={thanks} role="status" tabIndex={-1} className={styles.thanks}>
          {FEEDBACK_THANKS}
        </p>
        <button
          type="button"
          className={`${buttons.button} ${buttons.text}`}
          onClick={() => dispatch(feedbackReset())}
        >
          Send more feedback
        </button>
      </div>
    );
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} aria-label="Feedback" className={styles.form}>
      <div className={styles.field}>
        <label htmlFor={FIELD_ID} className={styles.label}>
          Your feedback <span aria-hidden="true">*</span>
        </label>
        {/* Uncontrolled, read on submit: text typed before the page's scripts ran is kept. */}
        <textarea
          id={FIELD_ID}
          name="comment"
          rows={3}
          required
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={hintId}
          className={styles.textarea}
        />
        <p id={hintId} className={error ? `${styles.hint} ${styles.error}` : styles.hint}>
          {error ?? 'What works, what does not, what is missing? Please leave out personal details.'}
        </p>
      </div>
      <HoneypotField idPrefix="feedback" />
      <button
        type="submit"
        className={`${buttons.button} ${buttons.contained}`}
        aria-disabled={sending || undefined}
        // A press while the form is on its way sends nothing (onSubmit refuses a second one too).
        onClick={(event) => {
          if (sending) event.preventDefault();
        }}
      >
        {sending ? 'Sending…' : 'Send feedback'}
      </button>
    </form>
  );
}
