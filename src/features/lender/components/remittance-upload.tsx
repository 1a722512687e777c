import type {
  Organization,
  RemittanceApplied,
  RemittanceFileRequest,
  RemittancePreview,
  RemittanceProblem,
} from '@lendbridge/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { TextField } from '../../../components/forms/text-field';
import { TermsList } from '../../../components/terms-list';
import { isApiError, GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { useKeyedMutation } from '../../../app/api';
import { useApplyRemittanceMutation, usePreviewRemittanceMutation } from '../lender-api';

const RowsGrid = React.lazy(() => import('./remittance-rows-grid'));

/** The gateway's limit on a file (REMITTANCE_LIMITS.maxCharacters), mirrored to say so before sending it. */
export const REMITTANCE_MAX_CHARACTERS = 4_000_000;

/** A 422 invalid_rows answer lists each row it could not read. */
function problemsOf(error: unknown): RemittanceProblem[] {
  if (!isApiError(error) || error.reason !== 'invalid_rows') return [];
  const data = error.responseData;
  if (typeof data !== 'object' || data === null || !('problems' in data) || !Array.isArray(data.problems))
    return [];
  return data.problems as RemittanceProblem[];
}

/** The file's text (UTF-8), read by the browser: the gateway gets the text, never the file. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * A payroll remittance file as an employer sends it: read in the browser, previewed by the
 * gateway (every row matched, unmatched or duplicate, nothing written), then applied at once.
 */
export function RemittanceUpload({ organizations }: { organizations: Organization[] }) {
  const [organizationCode, setOrganizationCode] = React.useState('');
  const [file, setFile] = React.useState<{ name: string; text: string } | null>(null);
  const [problem, setProblem] = React.useState<string | null>(null);
  const [rowProblems, setRowProblems] = React.useState<RemittanceProblem[]>([]);
  const [preview, setPreview] = React.useState<RemittancePreview | null>(null);
  const [previewing, setPreviewing] = React.useState(false);
  const [applied, setApplied] = React.useState<RemittanceApplied | null>(null);
  const [previewRemittance] = usePreviewRemittanceMutation();
  // Applying invalidates the loans and the files applied (lender-api.ts).
  const apply = useKeyedMutation(
    useApplyRemittanceMutation(),
    (file: RemittanceFileRequest, idempotencyKey) => ({
      file,
      idempotencyKey,
    }),
  );

  const request = (): RemittanceFileRequest | null =>
    file && organizationCode ? { organizationCode, fileName: file.name, csv: file.text } : null;

  const choose = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setPreview(null);
    setApplied(null);
    setRowProblems([]);
    setProblem(null);
    if (!chosen) return setFile(null);
    const text = await readText(chosen);
    if (text.length > REMITTANCE_MAX_CHARACTERS) {
      setFile(null);
      setProblem('That file is too large: split it into files of at most 20,000 payments.');
      return;
    }
    setFile({ name: chosen.name, text });
  };

  const runPreview = async () => {
    const body = request();
    setApplied(null);
    setRowProblems([]);
    if (!body) {
      setProblem(
        !organizationCode ? 'Choose the organisation that sent the file.' : 'Choose the CSV file to upload.',
      );
      return;
    }
    setProblem(null);
    setPreviewing(true);
    try {
      setPreview(await previewRemittance(body).unwrap());
    } catch (error) {
      setPreview(null);
      setRowProblems(problemsOf(error));
      setProblem(isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE);
    } finally {
      setPreviewing(false);
    }
  };

  const runApply = async () => {
    const body = request();
    if (!body) return;
    const answer = await apply.run(body);
    if (!answer) return;
    setApplied(answer);
    setPreview(null);
  };

  return (
    <Box>
      <Stack
        component="form"
        aria-label="Upload a payroll remittance file"
        noValidate
        spacing={2}
        sx={{ maxWidth: 520 }}
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          void runPreview();
        }}
      >
        <TextField
          id="remittance-organization"
          select
          label="Organisation that sent the file"
          required
          value={organizationCode}
          onChange={(event) => {
            setOrganizationCode(event.target.value);
            setPreview(null);
          }}
        >
          <option value="">Choose…</option>
          {organizations.map((organization) => (
            <option key={organization.code} value={organization.code}>
              {organization.name}
            </option>
          ))}
        </TextField>
        <Box>
          <Typography
            component="label"
            htmlFor="remittance-file"
            sx={{ display: 'block', mb: 1, fontWeight: 500 }}
          >
            Remittance file (CSV)
          </Typography>
          <input
            id="remittance-file"
            name="remittance-file"
            type="file"
            accept=".csv,text/csv,text/plain"
            aria-describedby="remittance-file-help"
            onChange={(event) => void choose(event)}
          />
          <Typography id="remittance-file-help" variant="body2" sx={{ mt: 1 }}>
            Columns: staff number, amount, date, reference (in that order, or named in a header row). Amounts
            in naira such as 12,500.00; dates as 2026-11-30 or 30/11/2026.
          </Typography>
        </Box>
        <Box>
          <Button type="submit" variant="contained" disabled={previewing}>
            {previewing ? 'Reading the file…' : 'Preview'}
          </Button>
        </Box>
      </Stack>

      {problem ? (
        <Alert severity="error" role="alert" sx={{ mt: 3 }}>
          {problem}
          {rowProblems.length > 0 ? (
            <Box component="ul" sx={{ m: 0, mt: 1, pl: 3 }}>
              {rowProblems.map((row) => (
                <li key={`${row.line}-${row.field ?? ''}`}>
                  Line {row.line}: {row.message}
                </li>
              ))}
            </Box>
          ) : null}
        </Alert>
      ) : null}

      {applied ? (
        <Alert severity="success" role="status" sx={{ mt: 3 }}>
          {applied.alreadyApplied
            ? `${applied.fileName} was applied already, on ${formatDateTime(applied.appliedAt)} by ${applied.appliedBy}: nothing changed.`
            : `${applied.fileName} applied: ${count(applied.totals.matched, 'payment', 'payments')}, ${formatMoney(applied.totals.amountApplied)}${
                applied.totals.loansRepaid > 0
                  ? `; ${count(applied.totals.loansRepaid, 'loan', 'loans')} repaid in full`
                  : ''
              }.`}
        </Alert>
      ) : null}

      {preview ? (
        <PreviewSummary
          preview={preview}
          busy={apply.busy}
          failure={apply.failure?.message ?? null}
          onApply={() => void runApply()}
        />
      ) : null}
    </Box>
  );
}

function PreviewSummary({
  preview,
  busy,
  failure,
  onApply,
}: {
  preview: RemittancePreview;
  busy: boolean;
  failure: string | null;
  onApply: () => void;
}) {
  const { totals } = preview;
  return (
    <Box component="section" aria-labelledby="remittance-preview" sx={{ mt: 4 }}>
      <Typography id="remittance-preview" component="h2" variant="h3" gutterBottom>
        Preview of {preview.fileName}
      </Typography>
      <Typography role="status" sx={{ mb: 2 }}>
        Nothing has been recorded yet. {count(totals.rows, 'row', 'rows')}: {totals.matched} matched,{' '}
        {totals.unmatched} unmatched, {totals.duplicate} duplicate.
      </Typography>
      {preview.alreadyApplied ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          This very file was applied on {formatDateTime(preview.alreadyApplied.appliedAt)}: applying it again
          changes nothing.
        </Alert>
      ) : null}
      <TermsList
        rows={[
          ['Organisation', preview.organizationName],
          ['Matched payments', `${totals.matched}, ${formatMoney(totals.amountMatched)}`],
          ['Applied to schedules', formatMoney(totals.amountApplied)],
          ['Overpaid, to refund', formatMoney(totals.amountOverpaid)],
          ['Loans repaid in full', String(totals.loansRepaid)],
        ]}
      />
      {failure ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      ) : null}
      <Button
        variant="contained"
        disabled={busy || totals.matched === 0 || preview.alreadyApplied !== null}
        onClick={onApply}
        sx={{ mb: 3 }}
      >
        {totals.matched === 0
          ? 'No matched payments to apply'
          : `Apply ${count(totals.matched, 'matched payment', 'matched payments')}`}
      </Button>
      <React.Suspense fallback={<Typography role="status">Loading the rows…</Typography>}>
        <RowsGrid rows={preview.rows} />
      </React.Suspense>
    </Box>
  );
}
