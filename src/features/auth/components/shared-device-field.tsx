import * as React from 'react';
import { CheckboxField } from '../../../components/forms/checkbox-field';

export const SHARED_DEVICE_FIELD = 'sharedDevice';

/**
 * "This is a shared device": the borrower's say over whether their dashboard is kept on this
 * device for offline use. A native checkbox, unticked by default, read from the form on submit
 * (so a tick made before the page's script ran counts); its label makes the whole row the target.
 */
export function SharedDeviceField({ id }: { id: string }) {
  return (
    <CheckboxField
      id={id}
      name={SHARED_DEVICE_FIELD}
      value="yes"
      label="This is a shared device"
      hint="Then nothing from your dashboard is kept on it to show offline."
    />
  );
}

/** Whether the submitted form's box was ticked. */
export function isSharedDeviceTicked(form: HTMLFormElement): boolean {
  return new FormData(form).get(SHARED_DEVICE_FIELD) === 'yes';
}
