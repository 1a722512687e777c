import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Disclosure } from '@lendbridge/contract';
import * as React from 'react';
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
      <Alert sx={{ mb: 3, alignItems: 'center' }} severity="error" role="alert">
        {error}
      </Alert>
    );
  }
  if (!disclosures) return <Typography role="status">Loading what lenders have received…</Typography>;
  if (disclosures.length === 0) {
    return (
      <Typography>
        No lender has received anything about you. A lender gets your details only when you accept its offer.
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="What lenders received">
      {disclosures.map((disclosure) => (
        <Paper variant="outlined" component="li" sx={{ p: 2, mb: 2 }} key={disclosure.id}>
          <Typography variant="h3" gutterBottom>
            {disclosure.providerName}, {formatDay(disclosure.disclosedAt)}
          </Typography>
          <Typography gutterBottom>Given {WHY[disclosure.reason]}:</Typography>
          <dl className={styles.items}>
            {disclosure.items.map((item) => (
              <React.Fragment key={item.label}>
                <Typography component="dt" fontWeight={600}>
                  {item.label}
                </Typography>
                <Typography component="dd">{item.value}</Typography>
              </React.Fragment>
            ))}
          </dl>
        </Paper>
      ))}
    </Box>
  );
}
