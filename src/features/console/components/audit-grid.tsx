import type { AuditLogEntry } from '@lendbridge/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import * as React from 'react';
import { formatDateTime } from '../../../lib/dates';
import type { useKeysetPaging } from '../keyset-paging';
import { AUDIT_ENTITY_TEXT, ROLE_TEXT } from '../labels';

/** An entity's name, or its own word for one this site does not know yet. */
const entityText = (entity: string) =>
  (AUDIT_ENTITY_TEXT as Record<string, string | undefined>)[entity] ?? entity.replace(/_/g, ' ');

/** The details as indented JSON, or nothing when there are none. */
const readable = (details: AuditLogEntry['details']) =>
  Object.keys(details).length === 0 ? '' : JSON.stringify(details, null, 2);

const columnsFor = (onRecord: (entity: string, record: string) => void): GridColDef<AuditLogEntry>[] => [
  {
    field: 'occurredAt',
    headerName: 'When',
    minWidth: 170,
    valueFormatter: (value: string) => formatDateTime(value),
  },
  {
    field: 'actor',
    headerName: 'Who',
    minWidth: 230,
    flex: 1,
    valueGetter: (actor: AuditLogEntry['actor']) =>
      actor ? `${actor.name} (${actor.email}), ${ROLE_TEXT[actor.roleId]}` : 'Lendbridge (automatic)',
    renderCell: ({ row }) =>
      row.actor ? (
        <Box sx={{ py: 1 }}>
          <Typography variant="body2">{row.actor.name || `User ${row.actor.id}`}</Typography>
          <Typography variant="body2">{row.actor.email}</Typography>
          <Typography variant="body2" color="text.secondary">
            {ROLE_TEXT[row.actor.roleId]}
          </Typography>
        </Box>
      ) : (
        <Typography variant="body2">Lendbridge (automatic)</Typography>
      ),
  },
  {
    field: 'action',
    headerName: 'What',
    minWidth: 170,
    valueGetter: (_value: string, row) => `${entityText(row.entity)}: ${row.action.replace(/_/g, ' ')}`,
  },
  {
    field: 'record',
    headerName: 'Record',
    minWidth: 150,
    renderCell: ({ row }) =>
      row.record ? (
        <Button
          size="small"
          sx={{ textTransform: 'none', fontFamily: 'monospace', px: 0, minWidth: 0 }}
          aria-label={`Only ${entityText(row.entity).toLowerCase()} ${row.record}`}
          title={row.record}
          onClick={() => onRecord(row.entity, row.record!)}
        >
          {row.record.length > 12 ? `${row.record.slice(0, 8)}…` : row.record}
        </Button>
      ) : (
        ''
      ),
  },
  { field: 'fromStatus', headerName: 'From', minWidth: 110 },
  { field: 'toStatus', headerName: 'To', minWidth: 110 },
  {
    field: 'details',
    headerName: 'Details',
    flex: 2,
    minWidth: 280,
    valueGetter: (details: AuditLogEntry['details']) => readable(details),
    renderCell: ({ value }: { value?: string }) =>
      value ? (
        <Box
          component="pre"
          sx={{
            m: 0,
            py: 1,
            fontSize: 12,
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            maxHeight: 240,
            overflow: 'auto',
          }}
        >
          {value}
        </Box>
      ) : null,
  },
];

/** One page of the audit log as the gateway sent it (it filters, orders and pages). */
export default function AuditGrid({
  entries,
  loading,
  gridProps,
  onRecord,
}: {
  entries: AuditLogEntry[];
  loading: boolean;
  gridProps: ReturnType<ReturnType<typeof useKeysetPaging>['gridProps']>;
  onRecord: (entity: string, record: string) => void;
}) {
  const columns = React.useMemo(() => columnsFor(onRecord), [onRecord]);
  return (
    <DataGrid
      label="Audit log"
      columns={columns}
      rows={entries}
      loading={loading}
      getRowHeight={() => 'auto'}
      disableColumnSorting
      disableColumnFilter
      disableRowSelectionOnClick
      autoHeight
      sx={{ bgcolor: 'background.paper' }}
      {...gridProps}
    />
  );
}
