import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import type { EligibilityOutcome, RuleCheck } from '@lendbridge/contract';
import * as React from 'react';
import { RESULT_SUMMARY_ID } from './result-summary-id';
import { formatMoney } from '../../../lib/money';
import type { LoanApplication } from '../application-slice';
import { RuleChecks } from './rule-checks';
import { TermsList } from '../../../components/terms-list';

/** The outcome's summary: the wizard's heading, focused on arrival, is described by it. */

export function ResultStep({
  eligible,
  feedBack,
  checks,
  answers,
  onChangeAnswers,
  onStartOver,
  renderOffers,
}: {
  eligible: boolean;
  feedBack: EligibilityOutcome | string | null;
  checks: RuleCheck[];
  answers: LoanApplication;
  onChangeAnswers: () => void;
  onStartOver: () => void;
  renderOffers: (outcome: EligibilityOutcome, answers: LoanApplication) => React.ReactNode;
}) {
  const startOver = (
    <Button onClick={onStartOver} variant="outlined">
      Start over
    </Button>
  );

  if (!eligible || typeof feedBack !== 'object' || feedBack === null) {
    return (
      <>
        <Alert sx={{ mb: 3, alignItems: 'center' }} id={RESULT_SUMMARY_ID} severity="warning" role="alert">
          <Typography fontWeight={600}>You are not eligible for this loan yet.</Typography>
          {typeof feedBack === 'string' ? feedBack : null}
        </Alert>
        <RuleChecks checks={checks} />
        <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
          Change the answer the failed rule is about (a smaller amount or a longer repayment period often
          helps), or start again from the beginning.
        </Typography>
        <Stack sx={{ mb: 2 }} useFlexGap direction="row" spacing={2}>
          <Button onClick={onChangeAnswers} variant="contained">
            Change my answers
          </Button>
          {startOver}
        </Stack>
      </>
    );
  }

  const outcome = feedBack;
  const count = outcome.offers.length;
  return (
    <>
      <Alert sx={{ mb: 3, alignItems: 'center' }} id={RESULT_SUMMARY_ID} severity="success" role="status">
        <Typography fontWeight={600}>
          {count === 1
            ? 'You are eligible for an offer from 1 lender.'
            : `You are eligible for offers from ${count} lenders.`}
        </Typography>
        {outcome.verifiedName ? `We found you on the staff list as ${outcome.verifiedName}.` : null}
      </Alert>
      <TermsList
        maxWidth={640}
        rows={[
          [
            'You asked for',
            `${answers.amount === null ? '' : formatMoney(answers.amount)} over ${answers.tenorMonths} months (${answers.loanTypeName})`,
          ],
          ['The most you could borrow', formatMoney(outcome.maximumEligibleAmount)],
          ['Your monthly repayment limit', formatMoney(outcome.monthlyRepaymentLimit)],
        ]}
      />
      <RuleChecks checks={checks.length > 0 ? checks : outcome.checks} />
      {renderOffers(outcome, answers)}
      <Stack sx={{ mt: 4 }} useFlexGap direction="row" spacing={2}>
        <Button onClick={onChangeAnswers} variant="outlined">
          Change my answers
        </Button>
        {startOver}
      </Stack>
    </>
  );
}
