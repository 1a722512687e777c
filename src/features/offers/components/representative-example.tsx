import Typography from '@mui/material/Typography';
import type { OfferingProvider } from '@lendbridge/contract';
import * as React from 'react';
import { formatMoney, formatRate } from '../../../lib/money';
import { monthsLabel } from '../../../lib/tenor';

type Example = OfferingProvider['representativeExample'];

/** One lender's worked example in a sentence, with every figure the APR is built from. */
export function representativeSentence(providerName: string, example: Example): string {
  const months = monthsLabel(example.tenorMonths);
  return (
    `Representative example (${providerName}): borrowing ${formatMoney(example.principal)} over ${months} ` +
    `at ${formatRate(example.annualInterestRateBps)} a year interest, with a processing fee of ` +
    `${formatMoney(example.processingFee)}, you receive ${formatMoney(example.amountReceived)} and repay ` +
    `${formatMoney(example.monthlyRepayment)} a month, ${formatMoney(example.totalRepayment)} in all. ` +
    `The total cost of credit is ${formatMoney(example.totalCostOfCredit)} and the APR is ` +
    `${formatRate(example.aprBps)}.`
  );
}

/** What APR means, shown with a real lender's figures so the explanation is concrete. */
export function AprExplanation({ provider }: { provider: OfferingProvider | null }) {
  return (
    <>
      <Typography sx={{ mb: 1, maxWidth: '70ch' }}>
        The APR (annual percentage rate) is the yearly cost of the whole loan: the interest and the fees,
        measured against what actually reaches your account. It is higher than the interest rate when there is
        a fee, and it lets you compare loans of different lengths and fees on one figure.
      </Typography>
      {provider ? (
        <Typography sx={{ maxWidth: '70ch' }}>
          {representativeSentence(provider.providerName, provider.representativeExample)}
        </Typography>
      ) : null}
    </>
  );
}
