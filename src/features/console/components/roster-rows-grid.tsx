import type { RosterRow } from '@lendbridge/contract';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import * as React from 'react';
import { formatMoney } from '../../../lib/money';
import { ROSTER_FIELD_TEXT, ROSTER_OUTCOME_TEXT } from '../labels';

const columns: GridColDef<RosterRow>[] = [
  { field: 'line', headerName: 'Line', type: 'number', width: 80 },
  {
    field: 'outcome',
    headerName: 'Outcome',
    type: 'singleSelect',
    minWidth: 120,
    valueOptions: Object.entries(ROSTER_OUTCOME_TEXT).map(([value, label]) => ({ value, label })),
  },
  { field: 'staffNumber', headerName: 'Staff number', minWidth: 130 },
  { field: 'fullName', headerName: 'Full name', flex: 1, minWidth: 160 },
  {
    field: 'monthlyNetPay',
    headerName: 'Monthly net pay',
    type: 'number',
    minWidth: 140,
    valueFormatter: (value: number | null) => (value === null ? '' : formatMoney(value)),
  },
  { field: 'contactEmail', headerName: 'Contact email', flex: 1, minWidth: 200 },
  {
    field: 'changes',
    headerName: 'What changes',
    flex: 2,
    minWidth: 240,
    valueGetter: (value: RosterRow['changes']) =>
      value.map((change) => `${ROSTER_FIELD_TEXT[change.field]}: ${change.from} → ${change.to}`).join('; '),
  },
  { field: 'message', headerName: 'Note', flex: 2, minWidth: 260 },
];

/** Every row of a previewed roster file, to filter by outcome, sort and page through in the browser. */
export default function RosterRowsGrid({ rows }: { rows: RosterRow[] }) {
  return (
    <DataGrid
      label="Rows of the roster file"
      showToolbar
      columns={columns}
      rows={rows}
      getRowId={(row) => row.line}
      pageSizeOptions={[25, 50, 100]}
      initialState={{
        pagination: { paginationModel: { pageSize: 25 } },
        sorting: { sortModel: [{ field: 'line', sort: 'asc' }] },
      }}
      disableRowSelectionOnClick
      autoHeight
      sx={{ bgcolor: 'background.paper' }}
    />
  );
}
