import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { navigate } from 'gatsby';
import * as React from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { ErrorAlert } from '../../../components/forms/form-alerts';
import { FormField } from '../../../components/forms/form-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { failureOf } from '../../../lib/api-client';
import { useSubmission } from '../../../lib/forms';
import { MESSAGE_LIMITS } from '../../../lib/message-limits';
import { collectFriends, rowOfField } from '../friend-list';
import { useSendReferralMutation } from '../referral-api';
import { referralSent } from '../referral-slice';
import * as styles from './refer-a-friend-form.module.css';

export const DEFAULT_REFERRAL_MESSAGE =
  'I use Lendbridge to compare loan offers from licensed lenders side by side, with every cost spelled out. I thought it might help you too.';

const friendId = (row: number) => `refer-friend-${row}`;
const MESSAGE_ID = 'refer-message';

interface Errors {
  friends: Record<number, string>;
  message?: string;
  form?: string;
}
const NO_ERRORS: Errors = { friends: {} };

export interface Referrer {
  name: string;
  email: string;
}

/**
 * Rendered inside RequireSession: the referrer is the logged-in person (userName and userEmail,
 * docs/requirements.md#referral-payload).
 */
export function ReferAFriendForm({ referrer }: { referrer: Referrer }) {
  const dispatch = useAppDispatch();
  const [sendReferral] = useSendReferralMutation();
  const { submitting, run } = useSubmission();
  const [rows, setRows] = React.useState<string[]>(['']);
  const [message, setMessage] = React.useState(DEFAULT_REFERRAL_MESSAGE);
  const [errors, setErrors] = React.useState<Errors>(NO_ERRORS);

  const showErrors = (next: Errors) => {
    setErrors(next);
    const firstRow = Object.keys(next.friends)
      .map(Number)
      .sort((a, b) => a - b)[0];
    const firstId = firstRow !== undefined ? friendId(firstRow) : next.message ? MESSAGE_ID : undefined;
    if (firstId) document.getElementById(firstId)?.focus();
  };

  const setRow = (row: number, value: string) =>
    setRows((current) => current.map((old, index) => (index === row ? value : old)));
  const addRow = () => {
    setRows((current) => [...current, '']);
    // Focus the new field once it exists, so keyboard users carry on typing.
    window.requestAnimationFrame(() => document.getElementById(friendId(rows.length))?.focus());
  };
  const removeRow = (row: number) => {
    setRows((current) => current.filter((_, index) => index !== row));
    setErrors(NO_ERRORS);
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      const collected = collectFriends(rows, referrer.email);
      const text = message.trim();
      const found: Errors = { friends: collected.problems };
      if (text === '') found.message = 'Write a short message to your friends.';
      else if (text.length > MESSAGE_LIMITS.referralMessage) {
        found.message = `Please keep your message under ${MESSAGE_LIMITS.referralMessage} characters.`;
      }
      showErrors(found);
      if (Object.keys(found.friends).length > 0 || found.message) return;

      const result = await sendReferral({
        message: text,
        userName: referrer.name,
        userEmail: referrer.email,
        friends: collected.friends,
      });
      if (!('error' in result)) {
        dispatch(referralSent());
        // The dashboard says 'Thank you for the referral, message sent successfully' (ReferralThanks).
        await navigate('/dashboard');
        return;
      }
      const failure = failureOf(result.error);
      const row = rowOfField(failure.field, collected.rows);
      if (row !== undefined) showErrors({ friends: { [row]: failure.message } });
      else if (failure.field === 'referralDetails.message')
        showErrors({ friends: {}, message: failure.message });
      else showErrors({ friends: {}, form: failure.message });
    });
  };

  const full = rows.length >= MESSAGE_LIMITS.maxFriends;
  return (
    <>
      <ErrorAlert message={errors.form} />
      <form
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-label="Invite your friends"
        className={styles.form}
      >
        <Stack useFlexGap spacing={2.5}>
          <fieldset className={styles.friends}>
            <legend className={styles.legend}>
              Your friends’ email addresses (up to {MESSAGE_LIMITS.maxFriends})
            </legend>
            <Stack useFlexGap spacing={2}>
              {rows.map((value, row) => (
                <Stack alignItems="flex-start" useFlexGap key={row} direction="row" spacing={1}>
                  {/* Not autocomplete "email": these are other people's addresses. */}
                  <FormField
                    id={friendId(row)}
                    name={`friend-${row}`}
                    label={`Email of friend ${row + 1}`}
                    type="email"
                    autoComplete="off"
                    required={row === 0}
                    value={value}
                    onChange={(event) => setRow(row, event.target.value)}
                    error={errors.friends[row]}
                  />
                  {rows.length > 1 ? (
                    // Level with the box, below its label.
                    <Box sx={{ mt: 3 }}>
                      <Button
                        onClick={() => removeRow(row)}
                        aria-label={`Remove friend ${row + 1}`}
                        variant="text"
                      >
                        Remove
                      </Button>
                    </Box>
                  ) : null}
                </Stack>
              ))}
            </Stack>
            <Box sx={{ mt: 2 }}>
              <Button variant="outlined" onClick={addRow} disabled={full}>
                Add another friend
              </Button>
            </Box>
          </fieldset>
          <FormField
            id={MESSAGE_ID}
            name="message"
            label="Message to your friends"
            autoComplete="off"
            multiline
            minRows={4}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            error={errors.message}
            hint="We quote it in the invitation email, without links, under your first name once your employer or school has confirmed it."
          />
          <div>
            <SubmitButton submitting={submitting} busyLabel="Sending invitations…">
              Send invitations
            </SubmitButton>
          </div>
        </Stack>
      </form>
    </>
  );
}
