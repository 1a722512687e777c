import type { SxProps, Theme } from '@mui/material/styles';
import MuiTextField from '@mui/material/TextField';
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
 * Every form's labelled field: MUI's outlined TextField, its hint or error below tied to it by
 * `aria-describedby`. Its label always sits above the box (shrunk): in the pre-rendered page a
 * label inside the box would lie under what a visitor types before the scripts have run, as
 * only the scripts move it.
 *
 * What a visitor types or picks in the pre-rendered field before the page hydrates stays in it,
 * and a controlled field hands it to `onChange` as it hydrates (useKeepBrowserValue).
 */
export function TextField({
  id,
  value,
  onChange,
  select = false,
  minRows,
  children,
  slotProps = {},
  ...props
}: TextFieldProps) {
  const element = React.useRef<FieldElement>(null);
  const shown = useKeepBrowserValue(element, value, onChange);
  // MUI describes the box by its helper text, and a description given here would replace that.
  const { 'aria-describedby': ownDescription, ...htmlInput } = slotProps.htmlInput ?? {};
  const helperTextId = props.helperText ? `${id}-helper-text` : undefined;
  const describedBy = [ownDescription, helperTextId].filter(Boolean).join(' ') || undefined;
  return (
    <MuiTextField
      {...props}
      id={id}
      value={shown}
      onChange={onChange}
      select={select}
      minRows={minRows}
      inputRef={element}
      slotProps={{
        htmlInput: { ...htmlInput, 'aria-describedby': describedBy },
        inputLabel: { shrink: true },
        ...(select ? { select: { native: true } } : {}),
      }}
    >
      {children}
    </MuiTextField>
  );
}
