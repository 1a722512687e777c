import * as React from 'react';
import * as styles from './terms-list.module.css';

export type Terms = ReadonlyArray<readonly [term: string, value: React.ReactNode]>;

/**
 * Label–value pairs as a definition list: two columns from the small breakpoint up, stacked on
 * phones. Screen readers announce each term with its value.
 */
export function TermsList({ rows, maxWidth }: { rows: Terms; maxWidth?: number }) {
  return (
    <dl className={styles.terms} style={maxWidth ? { maxWidth } : undefined}>
      {rows.map(([term, value]) => (
        <React.Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </React.Fragment>
      ))}
    </dl>
  );
}
