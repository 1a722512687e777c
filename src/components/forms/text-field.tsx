import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import * as React from 'react';
import { type FieldChange, type FieldElement, useKeepBrowserValue } from './keep-browser-value';

/** Attributes passed through to the <input>, <textarea> or <select> itself. */
export type HtmlInputProps = React.InputHTMLAttributes<HTMLInputElement>;

export interface TextFieldProps {
  id: string;
  label: React.ReactNode;
  name?: string;
  type?: React.HTMLInputTypeAttribute;
  value?: string;
  defaultValue?: string;
  onChange?: (change: FieldChange) => void;
  onBlur?: (event: React.FocusEvent<FieldElement>) => void;
  autoComplete?: string;
  required?: boolean;
  disabled?: boolean;
  /** Marks the field invalid for assistive tech and colours it as an error. */
  error?: boolean;
  helperText?: React.ReactNode;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  multiline?: boolean;
  minRows?: number;
  /** A native <select> of the given <option> children: the phone's own picker, usable before the scripts run. */
  select?: boolean;
  children?: React.ReactNode;
  /** Spacing or width from the form around it. */
  className?: string;
  sx?: SxProps<Theme>;
  slotProps?: { htmlInput?: HtmlInputProps };
}

/**
 * Every form's labelled field: an outlined input composed from MUI's parts (FormControl,
 * InputLabel, OutlinedInput or NativeSelect, FormHelperText), its hint or error below tied to it
 * by `aria-describedby`. Not MUI's TextField, which also brings its menu Select (Menu, Popover,
 * Modal: about 16 KB of gzip) to every page with a form although every list here is native
 * (docs/front-end.md#size). Its label always sits above the box (shrunk): in the pre-rendered
 * page a label inside the box would lie under what a visitor types before the scripts have run,
 * as only the scripts move it.
 *
 * What a visitor types or picks in the pre-rendered field before the page hydrates stays in it,
 * and a controlled field hands it to `onChange` as it hydrates (useKeepBrowserValue).
 */
export function TextField({
  id,
  label,
  value,
  onChange,
  select = false,
  helperText,
  fullWidth,
  size,
  required,
  disabled,
  error,
  className,
  sx,
  children,
  slotProps = {},
  ...input
}: TextFieldProps) {
  const element = React.useRef<FieldElement>(null);
  const shown = useKeepBrowserValue(element, value, onChange);
  const { 'aria-describedby': ownDescription, ...htmlInput } = slotProps.htmlInput ?? {};
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const describedBy = [ownDescription, helperTextId].filter(Boolean).join(' ') || undefined;
  const labelId = `${id}-label`;
  const outlined = { id, label, notched: true, value: shown, onChange, inputRef: element, ...input };
  const inputProps = { ...htmlInput, 'aria-describedby': describedBy };
  return (
    <FormControl
      variant="outlined"
      fullWidth={fullWidth}
      size={size}
      required={required}
      disabled={disabled}
      error={error}
      className={className}
      sx={sx}
    >
      <InputLabel id={labelId} htmlFor={id} shrink>
        {label}
      </InputLabel>
      {select ? (
        <NativeSelect input={<OutlinedInput {...outlined} inputProps={inputProps} />}>
          {children}
        </NativeSelect>
      ) : (
        <OutlinedInput {...outlined} inputProps={inputProps} />
      )}
      {helperText ? <FormHelperText id={helperTextId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
