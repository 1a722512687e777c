import type { InboxItem } from '@lendbridge/contract';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import * as React from 'react';
import { Link } from '../../../lib/link';
import { formatDateTime } from '../../../lib/dates';
import type { useKeysetPaging } from '../keyset-paging';
import { INBOX_KIND_TEXT, INBOX_STATE_TEXT } from '../labels';

const columns: GridColDef<InboxItem>[] = [
  {
    field: 'receivedAt',
    headerName: 'Received',
    minWidth: 170,
    valueFormatter: (value: string) => formatDateTime(value),
  },
  {
    field: 'subject',
    headerName: 'Subject',
    flex: 1,
    minWidth: 200,
    renderCell: ({ row }) => <Link to={`/admin/message?id=${row.id}`}>{row.subject}</Link>,
  },
  { field: 'name', headerName: 'From', minWidth: 150 },
  { field: 'email', headerName: 'Email', minWidth: 200 },
  {
    field: 'kind',
    headerName: 'Kind',
    minWidth: 120,
    valueFormatter: (value: InboxItem['kind']) => INBOX_KIND_TEXT[value],
  },
  { field: 'excerpt', headerName: 'Message', flex: 2, minWidth: 240 },
  {
    field: 'state',
    headerName: 'State',
    minWidth: 100,
    valueFormatter: (value: InboxItem['state']) => INBOX_STATE_TEXT[value],
  },
  { field: 'replyCount', headerName: 'Replies', type: 'number', minWidth: 90 },
];

/** One page of the inbox, as the gateway sent it (it filters, orders and pages). */
export default function InboxGrid({
  items,
  loading,
  gridProps,
}: {
  items: InboxItem[];
  loading: boolean;
  gridProps: ReturnType<ReturnType<typeof useKeysetPaging>['gridProps']>;
}) {
  return (
    <DataGrid
      label="Messages"
      columns={columns}
      rows={items}
      loading={loading}
      disableColumnSorting
      disableColumnFilter
      disableRowSelectionOnClick
      autoHeight
      sx={{ bgcolor: 'background.paper' }}
      {...gridProps}
    />
  );
}
