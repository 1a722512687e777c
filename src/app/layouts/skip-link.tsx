import * as React from 'react';
import * as styles from './site-layout.module.css';

/** Lets keyboard users jump past the navigation; visible only when focused. */
export function SkipLink() {
  return (
    <a href="#main" className={styles.skipLink}>
      Skip to content
    </a>
  );
}
