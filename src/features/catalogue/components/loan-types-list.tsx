import type { LoanType } from '@lendbridge/contract';
import * as React from 'react';
import { Text } from '../../../components/ui/text';
import * as surface from '../../../components/ui/surface.module.css';
import * as styles from './loan-types-list.module.css';

export const LoanTypesList = React.memo(function LoanTypesList({ loanTypes }: { loanTypes: LoanType[] }) {
  return (
    <ul className={styles.grid}>
      {loanTypes.map((type) => (
        <li key={type.id} className={`${surface.outlined} ${surface.paddedSmall}`}>
          <Text variant="h3" gutterBottom>
            {type.name}
          </Text>
          <Text variant="body2">{type.description}</Text>
        </li>
      ))}
    </ul>
  );
});
