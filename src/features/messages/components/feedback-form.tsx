import Button from '@mui/material/Button';
import * as React from 'react';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
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
 * The feedback form in every page's footer. Its one field is a plain labelled textarea (see
 * feedback-form.module.css), not the shared TextField: that would bring MUI's input parts (about
 * 10 KB of gzip) to every page, and put every page that calls a service past its budget
 * (docs/front-end.md#size). Its buttons are MUI's, which every page carries anyway. Success
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
        <Button variant="text" onClick={() => dispatch(feedbackReset())}>
          Send more feedback
        </Button>
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
      <SubmitButton submitting={sending} busyLabel="Sending…">
        Send feedback
      </SubmitButton>
    </form>
  );
}
