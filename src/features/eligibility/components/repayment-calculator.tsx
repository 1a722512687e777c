import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { monthlyRepayment, repaymentSchedule } from '@lendbridge/contract/src/loan-math';
import { TextField } from '../../../components/forms/text-field';
import * as React from 'react';
import { currencySymbol, parseAmountInput } from '../../../lib/amount-input';
import { formatMoney, formatRate } from '../../../lib/money';
import { monthsLabel, TENOR_CHOICES } from '../../../lib/tenor';
import * as styles from './repayment-calculator.module.css';

/** A middle-of-the-market rate for an estimate; every lender sets its own. */
export const DEFAULT_ESTIMATE_RATE_PERCENT = '30';

/** "24.5" (percent a year) → 2450 basis points; null when it is not a rate. */
export function parseRatePercent(raw: string): number | null {
  const trimmed = raw.trim().replace(/%$/, '');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return null;
  const bps = Math.round(Number(trimmed) * 100);
  return bps <= 100_000 ? bps : null;
}

/**
 * Estimates the monthly repayment before any check, with the same arithmetic the lenders' offers
 * use (level monthly payments, interest on the falling balance), at a rate the borrower can change.
 */
export function RepaymentCalculator() {
  const [amount, setAmount] = React.useState('500,000');
  const [tenorMonths, setTenorMonths] = React.useState('12');
  const [rate, setRate] = React.useState(DEFAULT_ESTIMATE_RATE_PERCENT);

  const parsedAmount = parseAmountInput(amount);
  const rateBps = parseRatePercent(rate);
  const months = Number(tenorMonths);
  const estimate =
    parsedAmount.ok && rateBps !== null
      ? {
          monthly: monthlyRepayment(parsedAmount.minor, rateBps, months),
          total: repaymentSchedule(parsedAmount.minor, rateBps, months).reduce(
            (sum, installment) => sum + installment.amount,
            0,
          ),
        }
      : null;

  return (
    <Paper
      variant="outlined"
      component="form"
      className={styles.calculator}
      sx={{ p: 3 }}
      aria-labelledby="calculator-heading"

      onSubmit={(event) => event.preventDefault()}
    >
      <Typography id="calculator-heading" variant="h2" gutterBottom>
        Estimate your monthly repayment
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Try an amount and a repayment period before you check. This is an estimate at the interest rate below;
        each lender sets its own rate and fee, and your offers show the exact figures.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ mb: 3 }} useFlexGap spacing={2}>
        <TextField
          id="calculator-amount"
          label={`Amount for the estimate (${currencySymbol()})`}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={!parsedAmount.ok}
          helperText={parsedAmount.ok ? ' ' : parsedAmount.error}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          id="calculator-tenor"
          label="Repayment period for the estimate"
          select
          value={tenorMonths}
          onChange={(event) => setTenorMonths(event.target.value)}
          helperText=" "
        >
          {TENOR_CHOICES.map((choice) => (
            <option key={choice} value={String(choice)}>
              {monthsLabel(choice)}
            </option>
          ))}
        </TextField>
        <TextField
          id="calculator-rate"
          label="Interest rate (% a year)"
          value={rate}
          onChange={(event) => setRate(event.target.value)}
          error={rateBps === null}
          helperText={rateBps === null ? 'Enter a rate such as 30 or 24.5.' : ' '}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </Stack>
      <output
        htmlFor="calculator-amount calculator-tenor calculator-rate"
        aria-live="polite"
        className={styles.estimate}
      >
        {estimate && rateBps !== null ? (
          <Typography>
            Estimated repayment: <strong>{formatMoney(estimate.monthly)} a month</strong> for{' '}
            {monthsLabel(months)}, {formatMoney(estimate.total)} in all, at {formatRate(rateBps)} a year
            interest. Fees are not included.
          </Typography>
        ) : (
          <Typography>Enter an amount and a rate to see an estimate.</Typography>
        )}
      </output>
    </Paper>
  );
}
