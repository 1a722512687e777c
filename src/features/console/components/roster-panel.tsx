import type { RosterApplied, RosterFileRequest, RosterPreview } from '@lendbridge/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { ErrorAlert, StatusAlert } from '../../../components/forms/form-alerts';
import { SubmitButton } from '../../../components/forms/submit-button';
import { isApiError, GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { useKeyedMutation } from '../../../app/api';
import { useApplyRosterMutation, useLazyExportRosterQuery, usePreviewRosterMutation } from '../console-api';
import { saveCsvFile } from '../save-file';

const RowsGrid = React.lazy(() => import('./roster-rows-grid'));

/** The gateway's limit on a file (ROSTER_LIMITS.maxCharacters), mirrored to say so before sending it. */
const ROSTER_MAX_CHARACTERS = 6_000_000;

/** The file's text (UTF-8), read by the browser: the gateway gets the text, never the file. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}

const summaryOf = ({ totals }: RosterPreview) =>
  `${totals.rows} rows: ${totals.new} new, ${totals.changed} changed, ${totals.left} left, ` +
  `${totals.unchanged} unchanged, ${totals.invalid} invalid.`;

/**
 * An organisation's roster: download it as it stands, or upload an HR file, see what each row
 * would do (nothing is written), then apply it all at once. A file with an invalid row cannot be
 * applied: the rows say what to correct.
 */
export function RosterPanel({ organizationId }: { organizationId: number }) {
  const [file, setFile] = React.useState<RosterFileRequest | null>(null);
  const [problem, setProblem] = React.useState<string | null>(null);
  const [preview, setPreview] = React.useState<RosterPreview | null>(null);
  const [previewing, setPreviewing] = React.useState(false);
  const [applied, setApplied] = React.useState<{ message: string; answer: RosterApplied } | null>(null);
  const [downloading, setDownloading] = React.useState(false);
  const [previewRoster] = usePreviewRosterMutation();
  const [exportRoster] = useLazyExportRosterQuery();
  // Applying invalidates the organisation (console-api.ts), whose count on the roster then reads again.
  const apply = useKeyedMutation(useApplyRosterMutation(), (file: RosterFileRequest, idempotencyKey) => ({
    id: organizationId,
    body: file,
    idempotencyKey,
  }));

  const choose = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setPreview(null);
    setApplied(null);
    setProblem(null);
    if (!chosen) return setFile(null);
    const text = await readText(chosen);
    if (text.length > ROSTER_MAX_CHARACTERS) {
      setFile(null);
      setProblem('That file is too large: split it into files of at most 60,000 people.');
      return;
    }
    setFile({ fileName: chosen.name, csv: text });
  };

  const runPreview = async (event: React.FormEvent) => {
    event.preventDefault();
    setApplied(null);
    if (!file) return setProblem('Choose the roster file (CSV) to upload.');
    setProblem(null);
    setPreviewing(true);
    try {
      setPreview(await previewRoster({ id: organizationId, file }).unwrap());
    } catch (error) {
      setPreview(null);
      setProblem(isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE);
    } finally {
      setPreviewing(false);
    }
  };

  const runApply = async () => {
    if (!file) return;
    const answer = await apply.run(file);
    if (!answer) return;
    setApplied({ message: answer.message, answer: answer.responseData });
    setPreview(null);
  };

  const download = async () => {
    setDownloading(true);
    setProblem(null);
    try {
      const roster = await exportRoster(organizationId).unwrap();
      saveCsvFile(roster.fileName, roster.csv);
    } catch (error) {
      setProblem(isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE);
    } finally {
      setDownloading(false);
    }
  };

  const canApply = preview !== null && preview.totals.invalid === 0;
  return (
    <Box>
      <Box sx={{ mb: 3 }}>
        <Button variant="outlined" onClick={() => void download()} disabled={downloading}>
          {downloading ? 'Preparing the roster…' : 'Download the roster (CSV)'}
        </Button>
      </Box>
      <Stack
        component="form"
        aria-label="Upload a roster file"
        noValidate
        spacing={2}
        sx={{ maxWidth: 560 }}
        onSubmit={(event: React.FormEvent) => void runPreview(event)}
      >
        <Box>
          <Typography
            component="label"
            htmlFor="roster-file"
            sx={{ display: 'block', mb: 1, fontWeight: 500 }}
          >
            Roster file (CSV)
          </Typography>
          <input
            id="roster-file"
            name="roster-file"
            type="file"
            accept=".csv,text/csv,text/plain"
            aria-describedby="roster-file-help"
            onChange={(event) => void choose(event)}
          />
          <Typography id="roster-file-help" variant="body2" sx={{ mt: 1 }}>
            A header row naming staff_number, full_name, monthly_net_pay, contact_email and left (yes or no).
            Pay in naira such as 250,000.00. People the file leaves out stay as they are.
          </Typography>
        </Box>
        <Box>
          <SubmitButton submitting={previewing} busyLabel="Reading the file…">
            Preview
          </SubmitButton>
        </Box>
      </Stack>

      <Box sx={{ mt: 3 }}>
        <ErrorAlert message={problem ?? apply.failure?.message} />
        <StatusAlert message={applied?.message} />
      </Box>

      {preview ? (
        <Box component="section" aria-labelledby="roster-preview-heading" sx={{ mt: 3 }}>
          <Typography id="roster-preview-heading" variant="h3" component="h3" gutterBottom>
            Preview of {preview.fileName}
          </Typography>
          <StatusAlert
            severity={preview.totals.invalid > 0 ? 'warning' : 'info'}
            message={`${summaryOf(preview)} ${
              preview.totals.invalid > 0
                ? 'Correct the invalid rows and upload the file again: nothing has been changed.'
                : 'Nothing has been changed yet.'
            }`}
          />
          {canApply ? (
            <Box sx={{ my: 2 }}>
              <Button variant="contained" onClick={() => void runApply()} disabled={apply.busy}>
                {apply.busy ? 'Applying…' : `Apply ${preview.totals.rows} rows`}
              </Button>
            </Box>
          ) : null}
          <React.Suspense fallback={<Typography role="status">Loading the rows…</Typography>}>
            <Box sx={{ mt: 2 }}>
              <RowsGrid rows={preview.rows} />
            </Box>
          </React.Suspense>
        </Box>
      ) : null}
    </Box>
  );
}
