import * as React from 'react';
import { Notice } from '../../../components/notice';
import * as space from '../../../components/ui/space.module.css';
import { Stack } from '../../../components/ui/stack';
import * as surface from '../../../components/ui/surface.module.css';
import { Text } from '../../../components/ui/text';
import { formatMoney, formatRate } from '../../../lib/money';
import { monthsLabel } from '../../../lib/tenor';
import type { OfferingProvidersLoad } from '../use-offering-providers';
import * as styles from './offering-providers.module.css';
import { representativeSentence } from './representative-example';

/** Every lender offering the loan type, with its terms, whether or not it made the borrower an offer. */
export function OfferingProviders({
  load,
  loanTypeName,
}: {
  load: OfferingProvidersLoad;
  loanTypeName: string;
}) {
  if (load.kind === 'loading') {
    return <Text role="status">Loading the lenders who offer this kind of loan ({loanTypeName})…</Text>;
  }
  if (load.kind === 'failed') {
    return (
      <Notice severity="error" role="alert">
        {load.message}
      </Notice>
    );
  }
  if (load.providers.length === 0) {
    return <Text>No lender offers this kind of loan at the moment.</Text>;
  }
  const sorted = [...load.providers].sort((a, b) => a.providerName.localeCompare(b.providerName));
  return (
    <Stack as="ul" spacing={2}>
      {sorted.map((provider) => (
        <li key={provider.id} className={`${surface.outlined} ${styles.provider}`}>
          <Text as="h4" variant="h3" gutterBottom>
            {provider.providerName}
          </Text>
          <Text variant="body2" className={space.mb1}>
            {provider.summary}
          </Text>
          <Text variant="body2" className={space.mb1}>
            Lends {formatMoney(provider.minAmount)} to {formatMoney(provider.maxAmount)} over{' '}
            {monthsLabel(provider.minTenorMonths)} to {monthsLabel(provider.maxTenorMonths)}, at{' '}
            {formatRate(provider.annualInterestRateBps)} a year interest with a{' '}
            {formatRate(provider.processingFeeBps)} processing fee. {provider.licence}.
          </Text>
          <Text variant="body2">
            {representativeSentence(provider.providerName, provider.representativeExample)}
          </Text>
        </li>
      ))}
    </Stack>
  );
}
