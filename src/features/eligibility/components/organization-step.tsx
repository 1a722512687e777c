import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { Organization } from '@lendbridge/contract';
import { TextField } from '../../../components/forms/text-field';
import * as React from 'react';
import { SubmitButton } from '../../../components/forms/submit-button';
import type { LoanApplication } from '../application-slice';
import { REG_NO_MAX_LENGTH } from '../limits';
import { ErrorAlert } from '../../../components/forms/form-alerts';

export interface CatalogueChoice<T> {
  items: T[];
  loading: boolean;
  error: string | null;
}

type Field = 'organizationCode' | 'regNo';

export function OrganizationStep({
  organizations,
  answers,
  serverError,
  onNext,
}: {
  organizations: CatalogueChoice<Organization>;
  answers: LoanApplication;
  serverError: { field: string; message: string } | null;
  onNext: (changes: Pick<LoanApplication, 'organizationCode' | 'organizationName' | 'regNo'>) => void;
}) {
  const [organizationCode, setOrganizationCode] = React.useState(answers.organizationCode);
  const [regNo, setRegNo] = React.useState(answers.regNo);
  const [errors, setErrors] = React.useState<Partial<Record<Field, string>>>(() =>
    serverError?.field === 'organizationCode' || serverError?.field === 'regNo'
      ? { [serverError.field]: serverError.message }
      : {},
  );
  // The code may arrive before the list (a restored wizard, or a link from a partner page).
  const known = organizations.items.find((organization) => organization.code === organizationCode);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!known) found.organizationCode = 'Choose your employer or school.';
    const trimmed = regNo.trim();
    if (trimmed === '') found.regNo = 'Enter your staff or registration number.';
    else if (trimmed.length > REG_NO_MAX_LENGTH) {
      found.regNo = `Staff and registration numbers have at most ${REG_NO_MAX_LENGTH} characters.`;
    }
    setErrors(found);
    const first = (['organizationCode', 'regNo'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(`eligibility-${first}`)?.focus();
      return;
    }
    if (known) onNext({ organizationCode: known.code, organizationName: known.name, regNo: trimmed });
  };

  return (
    <Box
      component="form"
      sx={{ maxWidth: 560 }}
      noValidate
      onSubmit={onSubmit}
      aria-label="Where you work or study"
    >
      <ErrorAlert message={organizations.error} />
      <Stack useFlexGap spacing={2.5}>
        <TextField
          id="eligibility-organizationCode"
          name="organizationCode"
          label="Employer or school"
          select
          required
          fullWidth
          value={known ? organizationCode : ''}
          onChange={(event) => setOrganizationCode(event.target.value)}
          error={Boolean(errors.organizationCode)}
          helperText={
            errors.organizationCode ??
            (organizations.loading && organizations.items.length === 0
              ? 'Loading the employers and schools that work with Lendbridge…'
              : 'Only employers and schools that work with Lendbridge are listed.')
          }
        >
          <option value="">Choose your employer or school</option>
          {organizations.items.map((organization) => (
            <option key={organization.code} value={organization.code}>
              {organization.name}
            </option>
          ))}
        </TextField>
        <TextField
          id="eligibility-regNo"
          name="regNo"
          label="Staff or registration number"
          required
          fullWidth
          autoComplete="off"
          value={regNo}
          onChange={(event) => setRegNo(event.target.value)}
          error={Boolean(errors.regNo)}
          helperText={errors.regNo ?? 'As it appears on your staff ID or student ID card.'}
          slotProps={{ htmlInput: { maxLength: REG_NO_MAX_LENGTH + 10 } }}
        />
        <div>
          <SubmitButton submitting={false} busyLabel="">
            Next: confirm it is you
          </SubmitButton>
        </div>
      </Stack>
    </Box>
  );
}
