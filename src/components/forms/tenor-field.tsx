import { TextField } from './text-field';
import * as React from 'react';
import { monthsLabel, TENOR_CHOICES } from '../../lib/tenor';

/** The repayment period, chosen from the terms lenders offer (a native select: best on phones). */
export function TenorField({
  id,
  value,
  onChange,
  error,
  hint,
  choices = TENOR_CHOICES,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  hint: string;
  /** The periods to offer, when only some of the form's are lent. */
  choices?: readonly number[];
}) {
  // A period no longer offered (another loan type was chosen) is not shown as chosen.
  const offered = choices.some((months) => String(months) === value);
  return (
    <TextField
      id={id}
      name="tenorMonths"
      label="Repayment period"
      select
      required
      fullWidth
      value={offered ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? hint}
    >
      {offered ? null : <option value="">Choose a repayment period</option>}
      {choices.map((months) => (
        <option key={months} value={String(months)}>
          {monthsLabel(months)}
        </option>
      ))}
    </TextField>
  );
}
