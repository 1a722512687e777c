import type { Disclosure } from '@lendbridge/contract';
import * as React from 'react';
import { Notice } from '../../../components/notice';
import * as space from '../../../components/ui/space.module.css';
import * as surface from '../../../components/ui/surface.module.css';
import { Text } from '../../../components/ui/text';
import { formatDay } from '../../../lib/dates';
import * as styles from './disclosures-list.module.css';

const WHY: Record<Disclosure['reason'], string> = {
  offer_accepted: 'when you accepted its offer',
  renewal_requested: 'when you asked it to renew your loan',
};

/**
 * The borrower's record of what each lender was given about them, and when: nothing reaches a
 * lender before its offer is accepted, and everything that does is listed here.
 */
export function DisclosuresList({
  disclosures,
  error,
}: {
  disclosures: Disclosure[] | null;
  error: string | null;
}) {
  if (error) {
    return (
      <Notice severity="error" role="alert">
        {error}
      </Notice>
    );
  }
  if (!disclosures) return <Text role="status">Loading what lenders have received…</Text>;
  if (disclosures.length === 0) {
    return (
      <Text>
        No lender has received anything about you. A lender gets your details only when you accept its offer.
      </Text>
    );
  }
  return (
    <ul aria-label="What lenders received" className={space.bareList}>
      {disclosures.map((disclosure) => (
        <li key={disclosure.id} className={[surface.outlined, surface.paddedSmall, space.mb2].join(' ')}>
          <Text variant="h3" gutterBottom>
            {disclosure.providerName}, {formatDay(disclosure.disclosedAt)}
          </Text>
          <Text gutterBottom>Given {WHY[disclosure.reason]}:</Text>
          <dl className={styles.items}>
            {disclosure.items.map((item) => (
              <React.Fragment key={item.label}>
                <Text as="dt" strong>
                  {item.label}
                </Text>
                <Text as="dd">{item.value}</Text>
              </React.Fragment>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
