import type { RemittanceUploadSummary } from '@lendbridge/contract';
import Alert from '@mui/material/Alert';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import * as React from 'react';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { useLenderProfile } from '../use-lender-profile';
import { messageOf } from '../../../lib/api-client';
import { useGetRemittancesQuery } from '../lender-api';
import { useServerGrid } from './server-grid';

function columnsFor(showProvider: boolean): GridColDef<RemittanceUploadSummary>[] {
  const columns: GridColDef<RemittanceUploadSummary>[] = [
    {
      field: 'appliedAt',
      headerName: 'Applied',
      minWidth: 170,
      valueFormatter: (value: string) => formatDateTime(value),
    },
    { field: 'fileName', headerName: 'File', flex: 1, minWidth: 160 },
    { field: 'organizationName', headerName: 'Organisation', flex: 1, minWidth: 170 },
    {
      field: 'matched',
      headerName: 'Payments',
      type: 'number',
      valueGetter: (_value, row) => row.totals.matched,
    },
    {
      field: 'amountApplied',
      headerName: 'Applied',
      type: 'number',
      minWidth: 130,
      valueGetter: (_value, row) => row.totals.amountApplied,
      valueFormatter: (value: number) => formatMoney(value),
    },
    {
      field: 'loansRepaid',
      headerName: 'Loans repaid',
      type: 'number',
      valueGetter: (_value, row) => row.totals.loansRepaid,
    },
    { field: 'appliedBy', headerName: 'By', minWidth: 140 },
  ];
  if (showProvider) columns.splice(1, 0, { field: 'providerName', headerName: 'Lender', minWidth: 150 });
  return columns.map((column) => ({ ...column, sortable: false, filterable: false }));
}

/**
 * The remittance files applied so far, newest first, paged by the gateway. Applying a file
 * invalidates them (lender-api.ts), so a new one shows at once.
 */
export default function RemittancesGrid() {
  const profile = useLenderProfile();
  const grid = useServerGrid();
  const query = grid.paging;
  const files = useGetRemittancesQuery(query);
  const columns = React.useMemo(() => columnsFor(profile.provider === null), [profile.provider]);
  return (
    <>
      {files.isError ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {messageOf(files.error)}
        </Alert>
      ) : null}
      <DataGrid
        {...grid.gridProps}
        label="Remittance files applied"
        columns={columns}
        rows={files.data?.items ?? []}
        getRowId={(row) => row.uploadId}
        rowCount={files.data?.totalCount ?? 0}
        loading={files.isFetching}
        disableRowSelectionOnClick
        disableColumnMenu
        autoHeight
        sx={{ bgcolor: 'background.paper' }}
      />
    </>
  );
}
