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
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  hint: string;
}) {
  return (
    <TextField
      id={id}
      name="tenorMonths"
      label="Repayment period"
      select
      required
      fullWidth
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? hint}
      slotProps={{ inputLabel: { shrink: true } }}
    >
      {TENOR_CHOICES.map((months) => (
        <option key={months} value={String(months)}>
          {monthsLabel(months)}
        </option>
      ))}
    </TextField>
  );
}
