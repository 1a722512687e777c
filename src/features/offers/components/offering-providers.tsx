import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
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
    return (
      <Typography role="status">Loading the lenders who offer this kind of loan ({loanTypeName})…</Typography>
    );
  }
  if (load.kind === 'failed') {
    return (
      <Alert sx={{ mb: 3, alignItems: 'center' }} severity="error" role="alert">
        {load.message}
      </Alert>
    );
  }
  if (load.providers.length === 0) {
    return <Typography>No lender offers this kind of loan at the moment.</Typography>;
  }
  const sorted = [...load.providers].sort((a, b) => a.providerName.localeCompare(b.providerName));
  return (
    <Stack component="ul" useFlexGap spacing={2}>
      {sorted.map((provider) => (
        <Paper variant="outlined" component="li" className={styles.provider} key={provider.id}>
          <Typography component="h4" variant="h3" gutterBottom>
            {provider.providerName}
          </Typography>
          <Typography sx={{ mb: 1 }} variant="body2">
            {provider.summary}
          </Typography>
          <Typography sx={{ mb: 1 }} variant="body2">
            Lends {formatMoney(provider.minAmount)} to {formatMoney(provider.maxAmount)} over{' '}
            {monthsLabel(provider.minTenorMonths)} to {monthsLabel(provider.maxTenorMonths)}, at{' '}
            {formatRate(provider.annualInterestRateBps)} a year interest
            {provider.processingFeeBps === 0
              ? ' and no processing fee'
              : ` with a ${formatRate(provider.processingFeeBps)} processing fee`}
            . {provider.licence}.
          </Typography>
          <Typography variant="body2">
            {representativeSentence(provider.providerName, provider.representativeExample)}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
