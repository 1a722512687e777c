import type { AuditEntity, AuditQuery } from '@lendbridge/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { FormField } from '../../../components/forms/form-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { messageOf } from '../../../lib/api-client';
import { useGetAuditLogQuery } from '../console-records-api';
import { useKeysetPaging } from '../keyset-paging';
import { AUDIT_ENTITY_TEXT } from '../labels';

const AuditGrid = React.lazy(() => import('./audit-grid'));

interface AuditFilters {
  actor: string;
  entity: AuditEntity | '';
  record: string;
  /** Days in the reader's time zone, YYYY-MM-DD, both included. */
  fromDay: string;
  toDay: string;
}

const NO_FILTERS: AuditFilters = { actor: '', entity: '', record: '', fromDay: '', toDay: '' };

/** A day's start in the reader's own time zone, as the instant the gateway filters on. */
const startOf = (day: string, addDays = 0) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date! + addDays).toISOString();
};

const queryOf = (filters: AuditFilters): Omit<AuditQuery, 'after' | 'limit'> => ({
  actor: filters.actor.trim() || undefined,
  entity: filters.entity || undefined,
  record: filters.record.trim() || undefined,
  from: filters.fromDay ? startOf(filters.fromDay) : undefined,
  // The last day is included: the period ends when the next day starts.
  to: filters.toDay ? startOf(filters.toDay, 1) : undefined,
});

/**
 * Every change by anyone, newest first, narrowed to a person, a record or a period. The filters
 * apply when the form is sent; choosing a record in the list filters to it at once.
 */
export function AuditLog() {
  const [draft, setDraft] = React.useState<AuditFilters>(NO_FILTERS);
  const [filters, setFilters] = React.useState<AuditFilters>(NO_FILTERS);
  const set = (field: keyof AuditFilters) => (event: { target: { value: string } }) =>
    setDraft((previous) => ({ ...previous, [field]: event.target.value }));
  const showRecord = React.useCallback((entity: string, record: string) => {
    const next = { ...NO_FILTERS, entity: entity as AuditEntity, record };
    setDraft(next);
    setFilters(next);
  }, []);
  return (
    <>
      <Box
        component="form"
        aria-label="Filter the audit log"
        noValidate
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          setFilters(draft);
        }}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
          mb: 3,
          maxWidth: 1000,
        }}
      >
        <FormField
          id="audit-actor"
          label="Person"
          required={false}
          value={draft.actor}
          onChange={set('actor')}
          hint="An email address, part of a name, or a user's number."
        />
        <FormField
          id="audit-entity"
          label="Kind of record"
          select
          required={false}
          value={draft.entity}
          onChange={set('entity')}
        >
          <option value="">Any</option>
          {Object.entries(AUDIT_ENTITY_TEXT).map(([entity, label]) => (
            <option key={entity} value={entity}>
              {label}
            </option>
          ))}
        </FormField>
        <FormField
          id="audit-record"
          label="Record"
          required={false}
          value={draft.record}
          onChange={set('record')}
          hint="A record's id: a uuid (a loan, an offer, a message) or a number (an organisation)."
        />
        <FormField
          id="audit-from"
          label="From (day)"
          type="date"
          required={false}
          value={draft.fromDay}
          onChange={set('fromDay')}
        />
        <FormField
          id="audit-to"
          label="To (day, included)"
          type="date"
          required={false}
          value={draft.toDay}
          onChange={set('toDay')}
        />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', pt: 1 }}>
          <SubmitButton submitting={false} busyLabel="Filtering…">
            Apply the filters
          </SubmitButton>
          <Button
            variant="text"
            onClick={() => {
              setDraft(NO_FILTERS);
              setFilters(NO_FILTERS);
            }}
          >
            Clear the filters
          </Button>
        </Stack>
      </Box>
      <AuditPages key={JSON.stringify(filters)} filters={filters} onRecord={showRecord} />
    </>
  );
}

function AuditPages({
  filters,
  onRecord,
}: {
  filters: AuditFilters;
  onRecord: (entity: string, record: string) => void;
}) {
  const paging = useKeysetPaging();
  const remote = useGetAuditLogQuery({ ...paging.query, ...queryOf(filters) });
  const page = remote.currentData;
  const nextCursor = page?.nextCursor ?? null;
  const { pageEnded } = paging;
  React.useEffect(() => pageEnded(nextCursor), [pageEnded, nextCursor]);
  if (remote.isError) return <Typography role="alert">{messageOf(remote.error)}</Typography>;
  return (
    <React.Suspense fallback={<Typography role="status">Loading the audit log…</Typography>}>
      <AuditGrid
        entries={page?.items ?? []}
        loading={remote.isFetching}
        gridProps={paging.gridProps(nextCursor !== null)}
        onRecord={onRecord}
      />
    </React.Suspense>
  );
}
