import type { DeductionRow } from '@lendbridge/contract';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import * as React from 'react';
import { formatCalendarDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';

const money = (value: number) => formatMoney(value);

const columns: GridColDef<DeductionRow>[] = [
  { field: 'staffNumber', headerName: 'Staff number', minWidth: 130 },
  { field: 'fullName', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'lender', headerName: 'Lender', flex: 1, minWidth: 150 },
  { field: 'reference', headerName: 'Payment reference', minWidth: 190 },
  {
    field: 'instalmentDue',
    headerName: 'Instalment due',
    type: 'number',
    minWidth: 130,
    valueFormatter: money,
  },
  { field: 'overdue', headerName: 'Overdue', type: 'number', minWidth: 120, valueFormatter: money },
  { field: 'amountToDeduct', headerName: 'To deduct', type: 'number', minWidth: 130, valueFormatter: money },
  {
    field: 'deductionDate',
    headerName: 'Date',
    minWidth: 120,
    valueFormatter: (value: string) => formatCalendarDate(value),
  },
];

/** The month's deductions, one row per loan, to sort and filter in the browser. */
export default function DeductionsGrid({ rows }: { rows: DeductionRow[] }) {
  return (
    <DataGrid
      label="Deductions"
      showToolbar
      columns={columns}
      rows={rows}
      getRowId={(row) => row.loanId}
      pageSizeOptions={[25, 50, 100]}
      initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      disableRowSelectionOnClick
      autoHeight
      sx={{ bgcolor: 'background.paper' }}
    />
  );
}
