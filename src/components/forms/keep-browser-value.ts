import * as React from 'react';

/** The native element behind a shared field: a text box, a text area, a list or a checkbox. */
export type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What a shared field's `onChange` receives: at least the element that changed, as in a React
 * change event (which is one). Handlers read `target.value`, `target.checked` or `target.name`.
 */
export interface FieldChange<E extends FieldElement = FieldElement> {
  readonly target: E;
}

/** A form that never takes the browser's value is told this many times, then left alone. */
const MOST_REPORTS = 8;

const browserValue = (element: FieldElement, built: string | boolean) =>
  typeof built === 'boolean' && element instanceof HTMLInputElement ? element.checked : element.value;

/**
 * Keeps what the browser holds in a pre-rendered field when the field first runs in the browser,
 * and answers the value the field is to render.
 *
 * A visitor can type, pick an option or tick a box in the built HTML before the page's scripts
 * have run. React hydrates the element as it finds it, but no handler heard the change, so the
 * form's state still holds what the build rendered, and the field's next render (a label
 * floating, a sibling field changing) would write that back over the visitor's input. So, in the
 * commit that hydrates it (a layout effect, before any render that commit schedules), a
 * controlled field whose element no longer holds what it rendered keeps the browser's value and
 * renders it from then on, and hands the element to `onChange` as if the visitor had just
 * changed it, again after each render until the form's state holds it: a form that builds its
 * next state from the state it rendered with (`{ ...values, [name]: value }`) would otherwise
 * keep only the last of several fields reported together. A field first rendered in the browser
 * holds what it rendered, and nothing happens.
 */
export function useKeepBrowserValue<E extends FieldElement, V extends string | boolean | undefined>(
  ref: React.RefObject<E | null>,
  value: V,
  onChange: ((change: FieldChange<E>) => void) | undefined,
): V {
  const [built] = React.useState(value);
  // The browser's value while the form's state still holds the build's, with the reports so far.
  const [held, setHeld] = React.useState<{ value: V; reports: number } | null>(null);

  React.useLayoutEffect(() => {
    const element = ref.current;
    if (!element || built === undefined) return;
    const inBrowser = browserValue(element, built);
    if (inBrowser !== built) setHeld({ value: inBrowser as V, reports: 0 });
  }, [ref, built]);

  const waiting = held !== null && value === built;
  React.useEffect(() => {
    if (held === null) return;
    // The form's state moved on (it took the value, or the visitor changed the field since).
    if (value !== built || held.reports >= MOST_REPORTS) setHeld(null);
    else if (ref.current) {
      onChange?.({ target: ref.current });
      setHeld({ ...held, reports: held.reports + 1 });
    }
  }, [held, value, built, ref, onChange]);

  return waiting ? held.value : value;
}
