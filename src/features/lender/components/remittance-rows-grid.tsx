import type { RemittanceRow } from '@lendbridge/contract';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import * as React from 'react';
import { formatCalendarDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { REMITTANCE_OUTCOME_TEXT } from '../labels';

const money = (value: number | null) => (value === null ? '' : formatMoney(value));

const columns: GridColDef<RemittanceRow>[] = [
  { field: 'line', headerName: 'Line', type: 'number', width: 80 },
  { field: 'staffNumber', headerName: 'Staff number', minWidth: 120 },
  {
    field: 'borrowerName',
    headerName: 'Borrower',
    flex: 1,
    minWidth: 150,
    valueGetter: (value: string | null) => value ?? '',
  },
  { field: 'amount', headerName: 'Amount', type: 'number', minWidth: 120, valueFormatter: money },
  {
    field: 'paidOn',
    headerName: 'Date',
    minWidth: 110,
    valueFormatter: (value: string) => formatCalendarDate(value),
  },
  { field: 'reference', headerName: 'Reference', minWidth: 140 },
  {
    field: 'outcome',
    headerName: 'Outcome',
    type: 'singleSelect',
    minWidth: 120,
    valueOptions: Object.entries(REMITTANCE_OUTCOME_TEXT).map(([value, label]) => ({ value, label })),
  },
  { field: 'appliedAmount', headerName: 'Applies', type: 'number', minWidth: 110, valueFormatter: money },
  {
    field: 'outstandingAfter',
    headerName: 'Left to pay',
    type: 'number',
    minWidth: 120,
    valueFormatter: money,
  },
  { field: 'message', headerName: 'Note', flex: 2, minWidth: 240 },
];

/** Every row of a previewed file, to sort, filter (by outcome, say) and page through in the browser. */
export default function RemittanceRowsGrid({ rows }: { rows: RemittanceRow[] }) {
  return (
    <DataGrid
      label="Rows of the file"
      showToolbar
      columns={columns}
      rows={rows}
      getRowId={(row) => row.line}
      pageSizeOptions={[25, 50, 100]}
      initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      disableRowSelectionOnClick
      autoHeight
      sx={{ bgcolor: 'background.paper' }}
    />
  );
}
