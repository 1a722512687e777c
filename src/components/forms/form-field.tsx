import { TextField, type TextFieldProps } from './text-field';
import * as React from 'react';

export type FormFieldProps = Omit<TextFieldProps, 'error' | 'helperText' | 'fullWidth'> & {
  /** The message beside the field; setting it also marks the field invalid for assistive tech. */
  error?: string;
  /** Shown under the field while there is no error. */
  hint?: string;
};

/** The full-width field every form uses, required unless said otherwise, with its error in place of its hint. */
export function FormField({ error, hint, required = true, ...props }: FormFieldProps) {
  return (
    <TextField required={required} fullWidth error={Boolean(error)} helperText={error ?? hint} {...props} />
  );
}
