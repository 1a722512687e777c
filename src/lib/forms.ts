import * as React from 'react';
import { isApiError, GENERIC_ERROR_MESSAGE } from './api-client';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export interface FormFailure<K extends string> {
  /** Shown in the form's alert. */
  message: string;
  /** Set when the server named one of this form's fields: the message then shows beside it. */
  field?: K;
}

/**
 * Reads which of the form's fields a failed call was about. The gateway names a body field by
 * its path (`password`, or `address.city` when nested); only the first segment is a form field.
 */
export function describeFailure<K extends string>(error: unknown, fields: readonly K[]): FormFailure<K> {
  if (!isApiError(error)) return { message: GENERIC_ERROR_MESSAGE };
  const name = error.field?.replace(/^\/+/, '').split(/[./]/)[0];
  const field = fields.find((candidate) => candidate === name);
  return field ? { message: error.message, field } : { message: error.message };
}

/**
 * Reads the form's text fields at submit time. The public forms leave their inputs
 * uncontrolled so that what someone typed before hydration survives it (React resets a
 * controlled input to its state when it hydrates, which on a slow connection wiped the fields).
 */
export function readFields<K extends string>(form: HTMLFormElement, names: readonly K[]): Record<K, string> {
  const data = new FormData(form);
  const entries = names.map((name) => {
    const value = data.get(name);
    return [name, typeof value === 'string' ? value : ''] as const;
  });
  return Object.fromEntries(entries) as Record<K, string>;
}

const noSubscription = () => () => undefined;

/**
 * False while the build pre-renders and while the browser hydrates that HTML, true afterwards:
 * browser-only data (history state, sessionStorage) can then appear without a hydration mismatch.
 */
export function useHasMounted(): boolean {
  return React.useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Runs one submission at a time. The ref stops a second submit in the same tick, before the
 * busy button has even rendered; `submitting` drives that busy state.
 */
export function useSubmission() {
  const busy = React.useRef(false);
  const [submitting, setSubmitting] = React.useState(false);
  const run = React.useCallback(async (work: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    try {
      await work();
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }, []);
  return { submitting, run };
}

/** Moves keyboard and screen-reader focus to the first field with an error after a failed submit. */
export function focusFirstError<K extends string>(
  errors: FieldErrors<K>,
  order: readonly K[],
  idOf: (field: K) => string,
): void {
  const first = order.find((field) => errors[field]);
  if (first) document.getElementById(idOf(first))?.focus();
}
