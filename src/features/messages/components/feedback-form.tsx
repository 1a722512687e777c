import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { FormField } from '../../../components/forms/form-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { readFields } from '../../../lib/forms';
import { MESSAGE_LIMITS } from '../../../lib/message-limits';
import { feedbackReset, selectFeedbackSending, selectFeedbackStatus, sendFeedback } from '../feedback-slice';
import { checkText } from '../use-message-form';
import { HONEYPOT_NAME, HoneypotField } from './honeypot-field';

export const FEEDBACK_THANKS = 'Thank you for your feedback. We read every message.';

const FIELD_ID = 'feedback-comment';
const RULES = {
  comment: { missing: 'Write your feedback first.', maxLength: MESSAGE_LIMITS.feedback },
};

/**
 * The feedback form in every page's footer. Success thanks the person in its place; a failure
 * is only logged (SPEC.md §7), so the text stays in the field and can be sent again.
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
    void dispatch(
      sendFeedback({
        comment: values.comment.trim(),
        page: window.location.pathname,
        website: values[HONEYPOT_NAME],
      }),
    );
  };

  if (received) {
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography ref={thanks} role="status" tabIndex={-1} sx={{ outline: 'none' }}>
          {FEEDBACK_THANKS}
        </Typography>
        <Button type="button" variant="text" onClick={() => dispatch(feedbackReset())}>
          Send more feedback
        </Button>
      </Stack>
    );
  }

  return (
    <Box
      component="form"
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label="Feedback"
      sx={{ position: 'relative' }}
    >
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <FormField
          id={FIELD_ID}
          name="comment"
          label="Your feedback"
          multiline
          minRows={3}
          autoComplete="off"
          error={error}
          hint="What works, what does not, what is missing? Please leave out personal details."
        />
        <HoneypotField idPrefix="feedback" />
        <SubmitButton submitting={sending} busyLabel="Sending…">
          Send feedback
        </SubmitButton>
      </Stack>
    </Box>
  );
}
