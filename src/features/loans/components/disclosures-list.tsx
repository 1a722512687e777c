import type { Disclosure } from '@lendbridge/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { Notice } from '../../../components/notice';
import { formatDay } from '../../../lib/dates';

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
  if (!disclosures) return <Typography role="status">Loading what lenders have received…</Typography>;
  if (disclosures.length === 0) {
    return (
      <Typography>
        No lender has received anything about you. A lender gets your details only when you accept its offer.
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label="What lenders received" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {disclosures.map((disclosure) => (
        <Paper component="li" key={disclosure.id} variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Typography variant="h3" gutterBottom>
            {disclosure.providerName}, {formatDay(disclosure.disclosedAt)}
          </Typography>
          <Typography gutterBottom>Given {WHY[disclosure.reason]}:</Typography>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2 }}
          >
            {disclosure.items.map((item) => (
              <React.Fragment key={item.label}>
                <Typography component="dt" sx={{ fontWeight: 600 }}>
                  {item.label}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {item.value}
                </Typography>
              </React.Fragment>
            ))}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
