import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import * as React from 'react';

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Attributes passed through to the <input>, <textarea> or <select> itself. */
export type HtmlInputProps = React.InputHTMLAttributes<HTMLInputElement>;

export interface TextFieldProps {
  id: string;
  label: React.ReactNode;
  name?: string;
  type?: React.HTMLInputTypeAttribute;
  value?: string;
  defaultValue?: string;
  onChange?: (event: React.ChangeEvent<FieldElement>) => void;
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
  /** A native <select> of the given <option> children: the phone's own picker, and far lighter than a menu. */
  select?: boolean;
  children?: React.ReactNode;
  sx?: SxProps<Theme>;
  slotProps?: { htmlInput?: HtmlInputProps; inputLabel?: { shrink?: boolean } };
}

/**
 * The outlined text field of MUI's TextField, composed from its parts. MUI's own TextField
 * imports its menu-based Select (Menu, Popover, Modal, focus trap, transitions) even where no
 * field is a menu, and every page has a form in its footer: composing the parts keeps that
 * weight out of every page while rendering the same markup and accessible names.
 *
 * What a visitor types into a pre-rendered field before the page hydrates stays in it, and a
 * controlled field reports it as a change once hydrated (see ReportTypedBeforeHydration).
 */
export function TextField({
  id,
  label,
  name,
  type,
  value,
  defaultValue,
  onChange,
  onBlur,
  autoComplete,
  required = false,
  disabled,
  error = false,
  helperText,
  fullWidth = false,
  size,
  multiline,
  minRows,
  select = false,
  children,
  sx,
  slotProps = {},
}: TextFieldProps) {
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const labelId = `${id}-label`;
  const shrink = slotProps.inputLabel?.shrink;
  const htmlInput: HtmlInputProps = {
    ...slotProps.htmlInput,
    'aria-describedby':
      [slotProps.htmlInput?.['aria-describedby'], helperTextId].filter(Boolean).join(' ') || undefined,
  };
  // The outline's notch leaves room for the label (OutlinedInput adds the required asterisk).
  const outlinedProps = { label, notched: shrink };
  // MUI's multiline field measures itself once hydrated and grows by a few pixels, moving all
  // below it (layout shift): a plain textarea of `minRows` rows keeps the pre-rendered layout,
  // and the person can drag it taller.
  const textarea = multiline
    ? {
        inputComponent: 'textarea' as const,
        rows: minRows,
        sx: { '& textarea': { height: 'auto', resize: 'vertical' } },
      }
    : {};
  return (
    <FormControl
      fullWidth={fullWidth}
      required={required}
      disabled={disabled}
      error={error}
      size={size}
      variant="outlined"
      sx={sx}
    >
      <InputLabel htmlFor={id} id={labelId} shrink={shrink}>
        {label}
      </InputLabel>
      {select ? (
        <NativeSelect
          input={<OutlinedInput {...outlinedProps} />}
          name={name}
          value={value}
          defaultValue={defaultValue}
          onChange={onChange}
          onBlur={onBlur}
          inputProps={{ ...(htmlInput as React.SelectHTMLAttributes<HTMLSelectElement>), id }}
        >
          {children}
        </NativeSelect>
      ) : (
        <OutlinedInput
          {...outlinedProps}
          {...textarea}
          id={id}
          name={name}
          type={type}
          value={value}
          defaultValue={defaultValue}
          onChange={onChange}
          onBlur={onBlur}
          autoComplete={autoComplete}
          inputProps={multiline ? { ...htmlInput, type: undefined } : htmlInput}
        />
      )}
      {helperText ? <FormHelperText id={helperTextId}>{helperText}</FormHelperText> : null}
      {value !== undefined && !select ? <ReportTypedBeforeHydration id={id} value={value} /> : null}
    </FormControl>
  );
}

/**
 * Runs as the field hydrates. React keeps what the visitor typed into the pre-rendered box before
 * then (it does not overwrite a field while hydrating) but no handler heard it, so the form's state
 * still holds what the build wrote, and the next render would put that back. A controlled field
 * that no longer holds what it rendered reports its content as a change, as if typed now. React
 * notices a change by comparing the box with the value it last saw, which while hydrating was the
 * typed text: the box is set to the rendered value through React's view of it, then back to the
 * typed text past it (the element's own setter), before the event.
 */
function ReportTypedBeforeHydration({ id, value }: { id: string; value: string }) {
  const [rendered] = React.useState(value);
  React.useEffect(() => {
    const field = document.getElementById(id);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    const typed = field.value;
    if (typed === rendered) return;
    field.value = rendered;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }, [id, rendered]);
  return null;
}
