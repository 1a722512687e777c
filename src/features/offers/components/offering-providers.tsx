import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { Notice } from '../../../components/notice';
import { formatMoney, formatRate } from '../../../lib/money';
import { monthsLabel } from '../../../lib/tenor';
import type { OfferingProvidersLoad } from '../use-offering-providers';
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
      <Notice severity="error" role="alert">
        {load.message}
      </Notice>
    );
  }
  if (load.providers.length === 0) {
    return <Typography>No lender offers this kind of loan at the moment.</Typography>;
  }
  const sorted = [...load.providers].sort((a, b) => a.providerName.localeCompare(b.providerName));
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {sorted.map((provider) => (
        <Paper component="li" variant="outlined" key={provider.id} sx={{ p: 2.5 }}>
          <Typography component="h4" variant="h3" gutterBottom>
            {provider.providerName}
          </Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {provider.summary}
          </Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            Lends {formatMoney(provider.minAmount)} to {formatMoney(provider.maxAmount)} over{' '}
            {monthsLabel(provider.minTenorMonths)} to {monthsLabel(provider.maxTenorMonths)}, at{' '}
            {formatRate(provider.annualInterestRateBps)} a year interest with a{' '}
            {formatRate(provider.processingFeeBps)} processing fee. {provider.licence}.
          </Typography>
          <Typography variant="body2">
            {representativeSentence(provider.providerName, provider.representativeExample)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
