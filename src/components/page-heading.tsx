import * as React from 'react';
import * as styles from './page-heading.module.css';
import { Text } from './ui/text';

/** The page's single h1 with an optional lead paragraph. */
export function PageHeading({ title, lead }: { title: string; lead?: React.ReactNode }) {
  return (
    <>
      <Text variant="h1" gutterBottom>
        {title}
      </Text>
      {lead ? (
        <Text tone="secondary" className={styles.lead}>
          {lead}
        </Text>
      ) : null}
    </>
  );
}
