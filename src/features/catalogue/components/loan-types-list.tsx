import type { LoanType } from '@lendbridge/contract';
import * as React from 'react';
import { Text } from '../../../components/ui/text';
import * as surface from '../../../components/ui/surface.module.css';
import * as cards from '../../../components/ui/card-grid.module.css';

export const LoanTypesList = React.memo(function LoanTypesList({ loanTypes }: { loanTypes: LoanType[] }) {
  return (
    <ul className={`${cards.grid} ${cards.columns2FromSm} ${cards.columns4FromMd}`}>
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
