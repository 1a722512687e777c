import * as React from 'react';
import { TextField } from '../../../components/forms/text-field';
import type { WriteFailure } from '../../../app/api';
import { ActionForm, fieldError } from './form-parts';

/** The gateway's limit on a reason (LOAN_LIMITS.reasonMaxLength), mirrored for the field. */
export const REASON_MAX_LENGTH = 500;

/** What the form can tell before asking the gateway. */
export function checkReason(reason: string): string | undefined {
  const trimmed = reason.trim();
  if (trimmed === '') return 'Give a reason: the borrower is emailed it.';
  if (reason.length > REASON_MAX_LENGTH) return `A reason has at most ${REASON_MAX_LENGTH} characters.`;
  return undefined;
}

/**
 * A decision that needs a reason the borrower will read (cancelling a loan before payout,
 * declining a renewal).
 */
export function ReasonForm<Answer>({
  id,
  label,
  fieldLabel,
  submitLabel,
  write: action,
  onDone,
  onClose,
}: {
  id: string;
  label: string;
  fieldLabel: string;
  submitLabel: string;
  /** The write, from useKeyedMutation: the reason is its request. */
  write: { run: (reason: string) => Promise<Answer | null>; busy: boolean; failure: WriteFailure | null };
  onDone: (answer: Answer) => void;
  onClose?: () => void;
}) {
  const [reason, setReason] = React.useState('');
  const [checked, setChecked] = React.useState(false);
  const problem = checkReason(reason);
  const shown = checked && problem ? { reason: problem } : {};
  const error = fieldError('reason', shown, action.failure);

  const submit = async () => {
    setChecked(true);
    if (problem) return;
    const answer = await action.run(reason.trim());
    if (answer !== null) onDone(answer);
  };

  return (
    <ActionForm
      label={label}
      failure={action.failure}
      busy={action.busy}
      submitLabel={submitLabel}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField
        id={id}
        label={fieldLabel}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
        multiline
        minRows={3}
        fullWidth
        error={Boolean(error)}
        helperText={error ?? `The borrower is emailed this reason. At most ${REASON_MAX_LENGTH} characters.`}
        slotProps={{ htmlInput: { maxLength: REASON_MAX_LENGTH } }}
      />
    </ActionForm>
  );
}
