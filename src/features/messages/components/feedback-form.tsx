import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { SubmitButton } from '../../../components/forms/submit-button';
import { TextField } from '../../../components/forms/text-field';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { readFields } from '../../../lib/forms';
import { MESSAGE_LIMITS } from '../../../lib/message-limits';
import { feedbackReset, selectFeedbackSending, selectFeedbackStatus } from '../feedback-slice';
import { checkText } from '../use-message-form';
import { HONEYPOT_NAME, HoneypotField } from './honeypot-field';

export const FEEDBACK_THANKS = 'Thank you for your feedback. We read every message.';

const FIELD_ID = 'feedback-comment';
const RULES = {
  comment: { missing: 'Write your feedback first.', maxLength: MESSAGE_LIMITS.feedback },
};

/**
 * The footer's feedback form, drawn when a person asks for it (FeedbackPanel), with focus in its
 * field. Success thanks the person in its place; a failure is only logged
 * (docs/requirements.md#feedback-failure), so the text stays in the field and can be sent again.
 */
export function FeedbackForm() {
  const dispatch = useAppDispatch();
  const received = useAppSelector(selectFeedbackStatus);
  const sending = useAppSelector(selectFeedbackSending);
  const [error, setError] = React.useState<string | undefined>();
  const thanks = React.useRef<HTMLParagraphElement>(null);
  const sentHere = React.useRef(false);

  React.useEffect(() => {
    // Asked for just now: the person writes next.
    document.getElementById(FIELD_ID)?.focus();
  }, []);

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

  const column = { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1.5 } as const;
  if (received) {
    return (
      <Box sx={column}>
        <Typography ref={thanks} role="status" tabIndex={-1} sx={{ outline: 'none' }}>
          {FEEDBACK_THANKS}
        </Typography>
        <Button variant="text" onClick={() => dispatch(feedbackReset())}>
          Send more feedback
        </Button>
      </Box>
    );
  }

  return (
    <Box component="form" method="post" noValidate onSubmit={onSubmit} aria-label="Feedback" sx={column}>
      {/* Uncontrolled, read on submit. */}
      <TextField
        id={FIELD_ID}
        name="comment"
        label="Your feedback"
        multiline
        minRows={3}
        required
        fullWidth
        autoComplete="off"
        error={Boolean(error)}
        helperText={error ?? 'What works, what does not, what is missing? Please leave out personal details.'}
      />
      <HoneypotField idPrefix="feedback" />
      <SubmitButton submitting={sending} busyLabel="Sending…">
        Send feedback
      </SubmitButton>
    </Box>
  );
}
