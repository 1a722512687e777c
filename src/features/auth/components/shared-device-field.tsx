import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export const SHARED_DEVICE_FIELD = 'sharedDevice';

/**
 * "This is a shared device": the borrower's say over whether their dashboard is kept on this
 * device for offline use. A native checkbox, unticked by default, read from the form on submit
 * (so a tick made before the page's script ran counts); its label makes the whole row the target.
 */
export function SharedDeviceField({ id }: { id: string }) {
  const hintId = `${id}-hint`;
  return (
    <Box>
      <Box
        component="label"
        htmlFor={id}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, minHeight: 44, cursor: 'pointer' }}
      >
        <Box
          component="input"
          id={id}
          name={SHARED_DEVICE_FIELD}
          type="checkbox"
          value="yes"
          aria-describedby={hintId}
          sx={{ width: 22, height: 22, m: 0, accentColor: (theme) => theme.palette.primary.main }}
        />
        This is a shared device
      </Box>
      <Typography id={hintId} variant="body2" color="text.secondary">
        Then nothing from your dashboard is kept on it to show offline.
      </Typography>
    </Box>
  );
}

/** Whether the submitted form's box was ticked. */
export function isSharedDeviceTicked(form: HTMLFormElement): boolean {
  return new FormData(form).get(SHARED_DEVICE_FIELD) === 'yes';
}
