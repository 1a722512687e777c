import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import * as React from 'react';
import { type FieldChange, useKeepBrowserValue } from './keep-browser-value';

/**
 * A checkbox and its label (MUI's Checkbox: the whole row is the target), with a hint or an error
 * below tied to it by `aria-describedby`. A box ticked in the pre-rendered page before the
 * scripts have run is handed to `onChange` as it hydrates (useKeepBrowserValue), and stays in
 * the box for a form that reads it on submit.
 */
export function CheckboxField({
  id,
  name,
  value,
  label,
  checked,
  onChange,
  required = false,
  disabled,
  error,
  hint,
}: {
  id: string;
  name?: string;
  value?: string;
  label: React.ReactNode;
  checked?: boolean;
  onChange?: (change: FieldChange<HTMLInputElement>) => void;
  required?: boolean;
  disabled?: boolean;
  /** The message below the box; setting it also marks the box invalid for assistive tech. */
  error?: string | null;
  hint?: React.ReactNode;
}) {
  const element = React.useRef<HTMLInputElement>(null);
  // MUI's Checkbox holds an uncontrolled box's tick in its own state and writes it to the box on
  // each render, so an uncontrolled field is controlled here, to keep a tick made before hydration.
  const [ownTick, setOwnTick] = React.useState(false);
  const controlled = checked !== undefined;
  const change = (event: FieldChange<HTMLInputElement>) => {
    if (!controlled) setOwnTick(event.target.checked);
    onChange?.(event);
  };
  const shown = useKeepBrowserValue(element, controlled ? checked : ownTick, change);
  const noteId = error || hint ? `${id}-note` : undefined;
  return (
    <FormControl error={Boolean(error)} required={required} disabled={disabled}>
      <FormControlLabel
        label={label}
        required={required}
        disabled={disabled}
        control={
          <Checkbox
            id={id}
            name={name}
            value={value}
            checked={shown}
            onChange={change}
            inputRef={element}
            slotProps={{
              input: {
                required,
                'aria-invalid': error ? true : undefined,
                'aria-describedby': noteId,
              },
            }}
          />
        }
      />
      {error ? (
        <FormHelperText id={noteId} role="alert">
          {error}
        </FormHelperText>
      ) : hint ? (
        <FormHelperText id={noteId}>{hint}</FormHelperText>
      ) : null}
    </FormControl>
  );
}
