import type { InboxKind, InboxState } from '@lendbridge/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { FormField } from '../../../components/forms/form-field';
import { messageOf } from '../../../lib/api-client';
import { useGetInboxQuery } from '../console-records-api';
import { useKeysetPaging } from '../keyset-paging';
import { INBOX_KIND_TEXT, INBOX_STATE_TEXT } from '../labels';

const InboxGrid = React.lazy(() => import('./inbox-grid'));

interface InboxFilters {
  kind: InboxKind | '';
  state: InboxState | '';
}

/** The messages people sent through the site, newest first: open ones unless the admin asks otherwise. */
export function Inbox() {
  const [filters, setFilters] = React.useState<InboxFilters>({ kind: '', state: 'open' });
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, maxWidth: 560 }}>
        <FormField
          id="inbox-kind"
          label="Kind"
          select
          required={false}
          value={filters.kind}
          onChange={(event) =>
            setFilters((previous) => ({ ...previous, kind: event.target.value as InboxFilters['kind'] }))
          }
        >
          <option value="">Every kind</option>
          {Object.entries(INBOX_KIND_TEXT).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </FormField>
        <FormField
          id="inbox-state"
          label="State"
          select
          required={false}
          value={filters.state}
          onChange={(event) =>
            setFilters((previous) => ({ ...previous, state: event.target.value as InboxFilters['state'] }))
          }
        >
          <option value="">Open and handled</option>
          {Object.entries(INBOX_STATE_TEXT).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </FormField>
      </Stack>
      <InboxPages key={JSON.stringify(filters)} filters={filters} />
    </>
  );
}

function InboxPages({ filters }: { filters: InboxFilters }) {
  const paging = useKeysetPaging();
  const remote = useGetInboxQuery({
    ...paging.query,
    kind: filters.kind || undefined,
    state: filters.state || undefined,
  });
  // The answer for this page only: a page still loading shows no rows of the one before.
  const page = remote.currentData;
  const nextCursor = page?.nextCursor ?? null;
  const { pageEnded } = paging;
  React.useEffect(() => pageEnded(nextCursor), [pageEnded, nextCursor]);
  if (remote.isError) return <Typography role="alert">{messageOf(remote.error)}</Typography>;
  return (
    <Box>
      <React.Suspense fallback={<Typography role="status">Loading the messages…</Typography>}>
        <InboxGrid
          items={page?.items ?? []}
          loading={remote.isFetching}
          gridProps={paging.gridProps(nextCursor !== null)}
        />
      </React.Suspense>
    </Box>
  );
}
