// `react` is preact/compat in the build (see gatsby-config.ts); importing it first puts compat's
// vnode hook in place, so the one below wraps it and runs before it.
import 'react';
import { options, type VNode } from 'preact';

const FIELDS = new Set(['input', 'textarea', 'select']);

/**
 * Keeps uncontrolled form fields as React leaves them. MUI's inputs always pass `value`, undefined
 * when a field is uncontrolled; React ignores it, but preact/compat then writes the field's
 * `defaultValue` (or '' for a textarea) back into it on every render, so focusing another field
 * wiped what the person had typed or chosen. Dropping an undefined `value` before compat sees the
 * element restores React's behaviour for every field at once, MUI's internals included.
 */
export function keepUncontrolledFieldsUncontrolled(): void {
  const next = options.vnode;
  options.vnode = (vnode: VNode) => {
    if (typeof vnode.type === 'string' && FIELDS.has(vnode.type)) {
      const props = vnode.props as { value?: unknown };
      if ('value' in props && props.value === undefined) delete props.value;
    }
    next?.(vnode);
  };
}
