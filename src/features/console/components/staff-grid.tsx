import type { ProviderStaffMember } from '@lendbridge/contract';
import Button from '@mui/material/Button';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import * as React from 'react';
import { formatDateTime } from '../../../lib/dates';
import { STAFF_STATE_TEXT } from '../labels';

/** A lender's staff accounts, each with the one change an admin makes to it. */
export default function StaffGrid({
  staff,
  busy,
  onSetActive,
}: {
  staff: ProviderStaffMember[];
  busy: boolean;
  onSetActive: (member: ProviderStaffMember, active: boolean) => void;
}) {
  const columns: GridColDef<ProviderStaffMember>[] = [
    {
      field: 'name',
      headerName: 'Name',
      flex: 1,
      minWidth: 170,
      valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
    },
    { field: 'email', headerName: 'Email', flex: 1, minWidth: 220 },
    {
      field: 'state',
      headerName: 'Status',
      minWidth: 200,
      valueGetter: (_value, row) =>
        row.state === 'invited' && row.invitationExpiresAt
          ? `Invited, link until ${formatDateTime(row.invitationExpiresAt)}`
          : row.state === 'invited'
            ? 'Invited, link expired'
            : STAFF_STATE_TEXT[row.state],
    },
    {
      field: 'actions',
      headerName: 'Action',
      minWidth: 150,
      sortable: false,
      filterable: false,
      renderCell: ({ row }) => {
        const deactivated = row.state === 'deactivated';
        const name = `${row.firstName} ${row.lastName}`;
        return (
          <Button
            size="small"
            variant="outlined"
            disabled={busy}
            aria-label={`${deactivated ? 'Reactivate' : 'Deactivate'} ${name}`}
            onClick={() => onSetActive(row, deactivated)}
          >
            {deactivated ? 'Reactivate' : 'Deactivate'}
          </Button>
        );
      },
    },
  ];
  return (
    <DataGrid
      label="Staff"
      columns={columns}
      rows={staff}
      hideFooter={staff.length <= 25}
      pageSizeOptions={[25, 50]}
      disableRowSelectionOnClick
      autoHeight
      sx={{ bgcolor: 'background.paper' }}
    />
  );
}
