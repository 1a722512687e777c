import * as React from 'react';
import * as styles from './text-field.module.css';

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
  /** Spacing or width from the form around it. */
  className?: string;
  slotProps?: { htmlInput?: HtmlInputProps };
}

/**
 * A labelled field: the label above an outlined box, with its hint or error below, tied to it by
 * `aria-describedby`. Plain elements and a static stylesheet (see text-field.module.css).
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
  className,
  slotProps = {},
}: TextFieldProps) {
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const { 'aria-describedby': ownDescription, ...htmlInput } = slotProps.htmlInput ?? {};
  const describedBy = [ownDescription, helperTextId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    value,
    defaultValue,
    onChange,
    onBlur,
    required,
    disabled,
    autoComplete,
    className: styles.control,
    'aria-invalid': error || undefined,
    'aria-describedby': describedBy,
  };
  const classes = [
    styles.field,
    fullWidth && styles.fullWidth,
    size === 'small' && styles.small,
    error && styles.invalid,
    className,
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <label htmlFor={id} id={`${id}-label`} className={styles.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {select ? (
        <select {...(htmlInput as React.SelectHTMLAttributes<HTMLSelectElement>)} {...common}>
          {children}
        </select>
      ) : multiline ? (
        <textarea
          {...(htmlInput as React.TextareaHTMLAttributes<HTMLTextAreaElement>)}
          {...common}
          rows={minRows}
        />
      ) : (
        <input {...htmlInput} {...common} type={type} />
      )}
      {helperText ? (
        <p id={helperTextId} className={styles.helper}>
          {helperText}
        </p>
      ) : null}
      {value !== undefined && !select ? <ReportTypedBeforeHydration id={id} value={value} /> : null}
    </div>
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
