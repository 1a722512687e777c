import type { ConsoleProvider } from '@lendbridge/contract';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import * as React from 'react';
import { Link } from '../../../lib/link';
import { formatDateTime } from '../../../lib/dates';

const columns: GridColDef<ConsoleProvider>[] = [
  {
    field: 'name',
    headerName: 'Name',
    flex: 2,
    minWidth: 200,
    renderCell: ({ row }) => <Link to={`/admin/provider?id=${row.id}`}>{row.name}</Link>,
  },
  { field: 'licence', headerName: 'Licence', flex: 2, minWidth: 220 },
  {
    field: 'isActive',
    headerName: 'Status',
    type: 'singleSelect',
    minWidth: 110,
    valueOptions: [
      { value: true, label: 'Active' },
      { value: false, label: 'Inactive' },
    ],
  },
  { field: 'activeStaffCount', headerName: 'Staff', type: 'number', minWidth: 90 },
  { field: 'runningLoanCount', headerName: 'Running loans', type: 'number', minWidth: 130 },
  { field: 'contactEmail', headerName: 'Contact email', flex: 1, minWidth: 200 },
  { field: 'contactPhone', headerName: 'Contact phone', minWidth: 150 },
  {
    field: 'updatedAt',
    headerName: 'Last changed',
    minWidth: 170,
    valueFormatter: (value: string) => formatDateTime(value),
  },
];

/** Every lender, to search, sort and filter in the browser (there are tens, not thousands). */
export default function ProvidersGrid({ providers }: { providers: ConsoleProvider[] }) {
  return (
    <DataGrid
      label="Lenders"
      showToolbar
      columns={columns}
      rows={providers}
      pageSizeOptions={[25, 50, 100]}
      initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      disableRowSelectionOnClick
      autoHeight
      sx={{ bgcolor: 'background.paper' }}
    />
  );
}
