import type {
  LenderLoanTypeSetting,
  LenderSettings,
  LoanTypeTermsRequest,
  Organization,
} from '@lendbridge/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { CheckboxField } from '../../../components/forms/checkbox-field';
import { TextField } from '../../../components/forms/text-field';
import { checkTerms, termsToValues, type TermsField, type TermsValues } from '../settings-form';
import { useKeyedMutation } from '../../../app/api';
import { useLenderProfile } from '../use-lender-profile';
import {
  useGetLenderSettingsQuery,
  useSaveLoanTypeTermsMutation,
  useStopOfferingLoanTypeMutation,
} from '../lender-api';
import { fieldError } from './form-parts';
import { LoadState } from './load-state';

const FIELDS: Array<{ name: TermsField; label: string; unit: string }> = [
  { name: 'minAmount', label: 'Smallest amount', unit: 'naira' },
  { name: 'maxAmount', label: 'Largest amount', unit: 'naira' },
  { name: 'minTenorMonths', label: 'Shortest period', unit: 'months' },
  { name: 'maxTenorMonths', label: 'Longest period', unit: 'months' },
  { name: 'annualInterestRateBps', label: 'Interest rate', unit: '% a year' },
  { name: 'processingFeeBps', label: 'Processing fee', unit: '% of the amount' },
  {
    name: 'earlySettlementFeeBps',
    label: 'Early-settlement fee',
    unit: '% of the principal still owed',
  },
];

/** The provider's terms per loan type and the organisations it lends to; admins read any provider's. */
export function SettingsEditor() {
  const profile = useLenderProfile();
  const [providerId, setProviderId] = React.useState<number | undefined>(
    profile.provider ? undefined : profile.providers[0]?.id,
  );
  const settings = useGetLenderSettingsQuery(providerId);

  return (
    <>
      {profile.provider === null ? (
        <TextField
          id="settings-provider"
          select
          label="Lender"
          value={providerId === undefined ? '' : String(providerId)}
          onChange={(event) => setProviderId(Number(event.target.value))}
          sx={{ mb: 3, minWidth: 260 }}
        >
          {profile.providers.map((provider) => (
            <option key={provider.id} value={provider.id}>
              {provider.name}
            </option>
          ))}
        </TextField>
      ) : null}
      <LoadState query={settings} what="the settings" />
      {settings.data ? (
        <SettingsFor key={settings.data.provider.id} settings={settings.data} readOnly={profile.readOnly} />
      ) : null}
    </>
  );
}

function SettingsFor({ settings, readOnly }: { settings: LenderSettings; readOnly: boolean }) {
  return (
    <>
      <Typography sx={{ mb: 3, maxWidth: '70ch' }}>
        {settings.provider.name}: accepted offers and renewal requests are announced to{' '}
        {settings.provider.inboxEmail ?? 'no inbox yet'}. Eligibility checks use these terms as soon as they
        are saved, and every change is recorded with who made it.
      </Typography>
      <Stack spacing={3}>
        {settings.loanTypes.map((setting) => (
          <LoanTypeTermsForm
            key={setting.loanTypeId}
            initial={setting}
            organizations={settings.organizations}
            readOnly={readOnly}
          />
        ))}
      </Stack>
    </>
  );
}

/** One loan type's terms: offered or not, and on what terms to whom. */
export function LoanTypeTermsForm({
  initial,
  organizations,
  readOnly,
}: {
  initial: LenderLoanTypeSetting;
  organizations: Organization[];
  readOnly: boolean;
}) {
  const [setting, setSetting] = React.useState(initial);
  const [values, setValues] = React.useState<TermsValues>(() => termsToValues(initial.terms));
  const [checked, setChecked] = React.useState(false);
  const [saved, setSaved] = React.useState<string | null>(null);
  // Either write invalidates the settings (lender-api.ts), which read themselves again.
  const save = useKeyedMutation(
    useSaveLoanTypeTermsMutation(),
    (terms: LoanTypeTermsRequest, idempotencyKey) => ({
      loanTypeId: setting.loanTypeId,
      terms,
      idempotencyKey,
    }),
  );
  const stop = useKeyedMutation(useStopOfferingLoanTypeMutation(), (_request: 'stop', idempotencyKey) => ({
    loanTypeId: setting.loanTypeId,
    idempotencyKey,
  }));
  const { problems, terms } = checkTerms(values);
  const shown = checked ? problems : {};
  const id = `terms-${setting.loanTypeId}`;
  const failure = save.failure ?? stop.failure;

  const submit = async () => {
    setChecked(true);
    setSaved(null);
    if (!terms) return;
    const answer = await save.run(terms);
    if (!answer) return;
    setSetting(answer);
    setValues(termsToValues(answer.terms));
    setChecked(false);
    setSaved(`${answer.loanTypeName}: terms saved. Eligibility checks use them from now on.`);
  };
  const stopOffering = async () => {
    setSaved(null);
    const answer = await stop.run('stop');
    if (!answer) return;
    setSetting(answer);
    setSaved(`${answer.loanTypeName}: no longer offered. Loans already made are unaffected.`);
  };
  const toggleOrganization = (code: string, on: boolean) =>
    setValues({
      ...values,
      organizationCodes: on
        ? [...values.organizationCodes, code]
        : values.organizationCodes.filter((c) => c !== code),
    });

  return (
    <Paper component="section" variant="outlined" aria-labelledby={`${id}-heading`} sx={{ p: 3 }}>
      <Typography id={`${id}-heading`} component="h2" variant="h3" gutterBottom>
        {setting.loanTypeName}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {setting.offered ? 'Offered.' : 'Not offered: saving terms starts offering it.'}
      </Typography>
      {saved ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {saved}
        </Alert>
      ) : null}
      {failure ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure.message}
        </Alert>
      ) : null}
      <Box
        component="form"
        aria-label={`Terms for ${setting.loanTypeName}`}
        noValidate
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
            mb: 2,
          }}
        >
          {FIELDS.map((field) => {
            const error = fieldError(field.name, shown, save.failure);
            return (
              <TextField
                key={field.name}
                id={`${id}-${field.name}`}
                label={`${field.label} (${field.unit})`}
                value={values[field.name]}
                onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
                required
                disabled={readOnly}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                error={Boolean(error)}
                helperText={error}
              />
            );
          })}
        </Box>
        <Box component="fieldset" disabled={readOnly} sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
          <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
            Organisations whose people may borrow it
          </Typography>
          <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {organizations.map((organization) => (
              <CheckboxField
                key={organization.code}
                id={`${id}-organization-${organization.code}`}
                checked={values.organizationCodes.includes(organization.code)}
                onChange={(event) => toggleOrganization(organization.code, event.target.checked)}
                disabled={readOnly}
                label={`${organization.name}${organization.status ? '' : ' (inactive)'}`}
              />
            ))}
          </FormGroup>
        </Box>
        {readOnly ? null : (
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" disabled={save.busy}>
              Save {setting.loanTypeName} terms
            </Button>
            {setting.offered ? (
              <Button type="button" color="error" disabled={stop.busy} onClick={() => void stopOffering()}>
                Stop offering {setting.loanTypeName}
              </Button>
            ) : null}
          </Stack>
        )}
      </Box>
    </Paper>
  );
}
