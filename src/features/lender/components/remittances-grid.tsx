import type { RemittanceUploadSummary } from '@lendbridge/contract';
import Alert from '@mui/material/Alert';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import * as React from 'react';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { getRemittances } from '../api/remittances';
import { useLenderProfile } from '../use-lender-profile';
import { useRemote } from '../../../lib/use-remote';
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

/** The remittance files applied so far, newest first, paged by the gateway. */
export default function RemittancesGrid({ round }: { round: number }) {
  const profile = useLenderProfile();
  const grid = useServerGrid();
  const query = grid.paging;
  const files = useRemote(`${JSON.stringify(query)}#${round}`, (signal) => getRemittances(query, signal));
  const columns = React.useMemo(() => columnsFor(profile.provider === null), [profile.provider]);
  return (
    <>
      {files.error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {files.error.message}
        </Alert>
      ) : null}
      <DataGrid
        {...grid.gridProps}
        label="Remittance files applied"
        columns={columns}
        rows={files.data?.items ?? []}
        getRowId={(row) => row.uploadId}
        rowCount={files.data?.totalCount ?? 0}
        loading={files.loading}
        disableRowSelectionOnClick
        disableColumnMenu
        autoHeight
        sx={{ bgcolor: 'background.paper' }}
      />
    </>
  );
}
