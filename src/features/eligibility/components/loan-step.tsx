import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import type { LoanType, ProviderSetting } from '@lendbridge/contract';
import { TextField } from '../../../components/forms/text-field';
import * as React from 'react';
import { SubmitButton } from '../../../components/forms/submit-button';
import { amountInputValue, currencySymbol, parseAmountInput } from '../../../lib/amount-input';
import type { LoanApplication } from '../application-slice';
import { isTenorChoice, monthsLabel } from '../../../lib/tenor';
import type { CatalogueChoice } from './organization-step';
import { ErrorAlert } from '../../../components/forms/form-alerts';
import { TenorField } from '../../../components/forms/tenor-field';
import { amountRange, amountRefusal, describeRange, lendingTerms, loanTypesLent } from '../lending-terms';

type Field = 'loanType' | 'amount' | 'tenorMonths';
type LoanAnswers = Pick<LoanApplication, 'loanType' | 'loanTypeName' | 'amount' | 'tenorMonths'>;
const FIELDS: readonly Field[] = ['loanType', 'amount', 'tenorMonths'];

export function LoanStep({
  loanTypes,
  providerSettings,
  answers,
  serverError,
  onBack,
  onNext,
}: {
  loanTypes: CatalogueChoice<LoanType>;
  /** What each lender lends; until it has loaded (or if it fails) every choice is offered and the gateway judges. */
  providerSettings: CatalogueChoice<ProviderSetting>;
  answers: LoanApplication;
  serverError: { field: string; message: string } | null;
  /** Given what can be kept of this step, so going back loses nothing the person chose. */
  onBack: (kept: Partial<LoanAnswers>) => void;
  onNext: (changes: LoanAnswers) => void;
}) {
  const [loanType, setLoanType] = React.useState(answers.loanType === null ? '' : String(answers.loanType));
  const [amount, setAmount] = React.useState(answers.amount === null ? '' : amountInputValue(answers.amount));
  const [tenorMonths, setTenorMonths] = React.useState(String(answers.tenorMonths));
  const [errors, setErrors] = React.useState<Partial<Record<Field, string>>>(() => {
    const field = FIELDS.find((name) => name === serverError?.field);
    return field && serverError ? { [field]: serverError.message } : {};
  });
  const settingsKnown = providerSettings.items.length > 0;
  // Only the loan types some lender lends to people at the chosen organisation.
  const lent = settingsKnown ? loanTypesLent(providerSettings.items, answers.organizationCode) : null;
  const offeredTypes = lent ? loanTypes.items.filter((type) => lent.has(type.id)) : loanTypes.items;
  const known = offeredTypes.find((type) => String(type.id) === loanType);
  const terms =
    known && settingsKnown ? lendingTerms(providerSettings.items, answers.organizationCode, known.id) : null;
  const tenorChoices = terms?.tenorChoices;
  const isOfferedTenor = (months: number) =>
    tenorChoices ? tenorChoices.includes(months) : isTenorChoice(months);
  const chosenMonths = Number(tenorMonths);
  const range = terms ? amountRange(terms, isOfferedTenor(chosenMonths) ? chosenMonths : undefined) : null;
  const symbol = currencySymbol();

  // Back checks nothing: it keeps each answer that is complete (an emptied one as emptied), and an
  // amount that is not a whole number yet keeps the one saved before.
  const keptAnswers = (): Partial<LoanAnswers> => {
    const kept: Partial<LoanAnswers> = known
      ? { loanType: known.id, loanTypeName: known.name }
      : loanType === ''
        ? { loanType: null, loanTypeName: '' }
        : {};
    const parsed = parseAmountInput(amount);
    if (parsed.ok) kept.amount = parsed.minor;
    else if (amount.trim() === '') kept.amount = null;
    const months = Number(tenorMonths);
    if (isOfferedTenor(months)) kept.tenorMonths = months;
    return kept;
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!known) found.loanType = 'Choose the kind of loan you need.';
    const parsed = parseAmountInput(amount);
    if (!parsed.ok) found.amount = parsed.error;
    const months = Number(tenorMonths);
    if (!isOfferedTenor(months)) found.tenorMonths = 'Choose a repayment period.';
    else if (terms && parsed.ok) {
      const refusal = amountRefusal(terms, parsed.minor, months);
      if (refusal) found.amount = refusal;
    }
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      document.getElementById(`eligibility-${first}`)?.focus();
      return;
    }
    if (known && parsed.ok) {
      onNext({ loanType: known.id, loanTypeName: known.name, amount: parsed.minor, tenorMonths: months });
    }
  };

  return (
    <Box component="form" sx={{ maxWidth: 560 }} noValidate onSubmit={onSubmit} aria-label="Your loan">
      <ErrorAlert
        message={
          loanTypes.error ??
          (lent && offeredTypes.length === 0 && loanTypes.items.length > 0
            ? `No lender offers loans to people at ${answers.organizationName} yet. Go back to choose another employer or school.`
            : null)
        }
      />
      <Stack useFlexGap spacing={2.5}>
        <TextField
          id="eligibility-loanType"
          name="loanType"
          label="Kind of loan"
          select
          required
          fullWidth
          value={known ? loanType : ''}
          onChange={(event) => setLoanType(event.target.value)}
          error={Boolean(errors.loanType)}
          helperText={
            errors.loanType ?? known?.description ?? 'Each lender says which kinds of loan it offers.'
          }
        >
          <option value="">Choose a kind of loan</option>
          {offeredTypes.map((type) => (
            <option key={type.id} value={String(type.id)}>
              {type.name}
            </option>
          ))}
        </TextField>
        <TextField
          id="eligibility-amount"
          name="amount"
          label={`Amount you want to borrow (${symbol})`}
          required
          fullWidth
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={Boolean(errors.amount)}
          helperText={
            errors.amount ??
            (range
              ? `Lenders lend ${describeRange(range)} for this${isOfferedTenor(chosenMonths) ? ` over ${monthsLabel(chosenMonths)}` : ''}.`
              : 'A whole amount, for example 500,000.')
          }
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TenorField
          id="eligibility-tenorMonths"
          value={tenorMonths}
          onChange={setTenorMonths}
          error={errors.tenorMonths}
          hint="How long you want to take to repay."
          choices={tenorChoices}
        />
        <Stack useFlexGap direction="row" spacing={2}>
          <Button onClick={() => onBack(keptAnswers())} variant="outlined">
            Back
          </Button>
          <SubmitButton submitting={false} busyLabel="">
            Next: review
          </SubmitButton>
        </Stack>
      </Stack>
    </Box>
  );
}
