import type { ConsoleOrganization } from '@lendbridge/contract';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import * as React from 'react';
import { Link } from '../../../lib/link';
import { formatDateTime } from '../../../lib/dates';

const columns: GridColDef<ConsoleOrganization>[] = [
  {
    field: 'name',
    headerName: 'Name',
    flex: 2,
    minWidth: 220,
    renderCell: ({ row }) => <Link to={`/admin/organization?id=${row.id}`}>{row.name}</Link>,
  },
  { field: 'code', headerName: 'Code', minWidth: 130 },
  {
    field: 'kind',
    headerName: 'Kind',
    type: 'singleSelect',
    minWidth: 110,
    valueOptions: [
      { value: 'employer', label: 'Employer' },
      { value: 'school', label: 'School' },
    ],
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    minWidth: 110,
    valueOptions: [
      { value: true, label: 'Active' },
      { value: false, label: 'Inactive' },
    ],
  },
  { field: 'onRosterCount', headerName: 'On the roster', type: 'number', minWidth: 130 },
  { field: 'payrollContactEmail', headerName: 'Payroll contact', flex: 1, minWidth: 200 },
  {
    field: 'updatedAt',
    headerName: 'Last changed',
    minWidth: 170,
    valueFormatter: (value: string) => formatDateTime(value),
  },
];

/** Every organisation, to search, sort and filter in the browser (there are tens, not thousands). */
export default function OrganizationsGrid({ organizations }: { organizations: ConsoleOrganization[] }) {
  return (
    <DataGrid
      label="Organisations"
      showToolbar
      columns={columns}
      rows={organizations}
      pageSizeOptions={[25, 50, 100]}
      initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      disableRowSelectionOnClick
      autoHeight
      sx={{ bgcolor: 'background.paper' }}
    />
  );
}
