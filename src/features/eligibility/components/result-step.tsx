import Button from '@mui/material/Button';
import type { EligibilityOutcome, RuleCheck } from '@lendbridge/contract';
import * as React from 'react';
import { Notice } from '../../../components/notice';
import * as space from '../../../components/ui/space.module.css';
import { Stack } from '../../../components/ui/stack';
import { Text } from '../../../components/ui/text';
import { formatMoney } from '../../../lib/money';
import type { LoanApplication } from '../application-slice';
import { RuleChecks } from './rule-checks';
import { TermsList } from '../../../components/terms-list';

/** The outcome's summary: the wizard's heading, focused on arrival, is described by it. */
export const RESULT_SUMMARY_ID = 'wizard-result-summary';

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
        <Notice id={RESULT_SUMMARY_ID} severity="warning" role="alert">
          <Text strong>You are not eligible for this loan yet.</Text>
          {typeof feedBack === 'string' ? feedBack : null}
        </Notice>
        <RuleChecks checks={checks} />
        <Text className={`${space.mb2} ${space.measure}`}>
          Change the answer the failed rule is about (a smaller amount or a longer repayment period often
          helps), or start again from the beginning.
        </Text>
        <Stack direction="row" spacing={2} className={space.mb2}>
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
      <Notice id={RESULT_SUMMARY_ID} severity="success" role="status">
        <Text strong>
          {count === 1
            ? 'You are eligible for an offer from 1 lender.'
            : `You are eligible for offers from ${count} lenders.`}
        </Text>
        {outcome.verifiedName ? `We found you on the staff list as ${outcome.verifiedName}.` : null}
      </Notice>
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
      <Stack direction="row" spacing={2} className={space.mt4}>
        <Button onClick={onChangeAnswers} variant="outlined">
          Change my answers
        </Button>
        {startOver}
      </Stack>
    </>
  );
}
