import * as React from 'react';
import * as styles from './checkbox-field.module.css';

/**
 * A native checkbox and its label, with a hint or an error below tied to it by
 * `aria-describedby`. Plain elements and a static stylesheet: MUI's Checkbox brought its ripple
 * (ButtonBase, react-transition-group) and icons, about 5 KB gzip, to each page with one.
 */
export function CheckboxField({
  id,
  name,
  value,
  label,
  checked,
  onChange,
  required = false,
  error,
  hint,
}: {
  id: string;
  name?: string;
  value?: string;
  label: React.ReactNode;
  checked?: boolean;
  onChange?: (event: React.ChangeEvent<HTMLInputElement>) => void;
  required?: boolean;
  /** The message below the box; setting it also marks the box invalid for assistive tech. */
  error?: string | null;
  hint?: React.ReactNode;
}) {
  const noteId = error || hint ? `${id}-note` : undefined;
  return (
    <div>
      <label htmlFor={id} className={styles.row}>
        <input
          id={id}
          name={name}
          value={value}
          type="checkbox"
          className={styles.box}
          checked={checked}
          onChange={onChange}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={noteId}
        />
        <span>
          {label}
          {required ? <span aria-hidden="true"> *</span> : null}
        </span>
      </label>
      {error ? (
        <p id={noteId} role="alert" className={styles.error}>
          {error}
        </p>
      ) : hint ? (
        <p id={noteId} className={styles.note}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
