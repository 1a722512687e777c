import type { LenderLoan, LenderLoanSort, LenderLoansQuery, LoanState } from '@lendbridge/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  DataGrid,
  getGridSingleSelectOperators,
  getGridStringOperators,
  type GridColDef,
  type GridColumnVisibilityModel,
} from '@mui/x-data-grid';
import * as React from 'react';
import { formatDay } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { Link } from '../../../lib/link';
import { LENDER_LOAN_STATE_TEXT } from '../labels';
import { useLenderProfile } from '../use-lender-profile';
import { messageOf } from '../../../lib/api-client';
import { useGetLenderLoansQuery } from '../lender-api';
import { useServerGrid } from './server-grid';

/**
 * The columns the gateway sorts by (the contract's LENDER_LOAN_SORTS; the site imports only its
 * types). Keyed by the type, so the compiler refuses a sort missing here or one it does not know.
 */
const SORTABLE: Record<LenderLoanSort, true> = {
  acceptedAt: true,
  disbursedAt: true,
  closedAt: true,
  borrowerName: true,
  staffNumber: true,
  organizationName: true,
  principal: true,
  outstandingBalance: true,
  status: true,
};
const isSort = (field: string): field is LenderLoanSort => Object.hasOwn(SORTABLE, field);
const STATES = Object.keys(LENDER_LOAN_STATE_TEXT) as LoanState[];
const isState = (value: string | undefined): value is LoanState => STATES.some((state) => state === value);

const contains = getGridStringOperators().filter((operator) => operator.value === 'contains');
const is = getGridSingleSelectOperators().filter((operator) => operator.value === 'is');
const money = (value: number) => formatMoney(value);
const day = (value: string | null) => (value ? formatDay(value) : '');

/** An amount overdue stands out; none is left plain. */
const overdueCell = ({ value, formattedValue }: { value?: number; formattedValue?: string }) =>
  value ? (
    <Box component="span" sx={{ color: 'error.main', fontWeight: 700 }}>
      {formattedValue}
    </Box>
  ) : (
    formattedValue
  );

/**
 * On a phone, who, what they owe and how the loan stands fit the screen; the other columns
 * stay a tap away in the toolbar's column chooser, and every figure is on the loan's page.
 */
const HIDDEN_ON_PHONE: GridColumnVisibilityModel = {
  providerName: false,
  staffNumber: false,
  organizationName: false,
  loanTypeName: false,
  principal: false,
  overdueAmount: false,
  acceptedAt: false,
  disbursedAt: false,
};

function columnsFor(showProvider: boolean, phone: boolean): GridColDef<LenderLoan>[] {
  const columns: GridColDef<LenderLoan>[] = [
    {
      field: 'borrowerName',
      headerName: 'Borrower',
      flex: 1,
      minWidth: phone ? 120 : 170,
      filterOperators: contains,
      renderCell: ({ row }) => <Link to={`/lender/loan?id=${row.id}`}>{row.borrowerName}</Link>,
    },
    { field: 'staffNumber', headerName: 'Staff number', minWidth: 120, filterOperators: contains },
    { field: 'organizationName', headerName: 'Organisation', flex: 1, minWidth: 170, filterable: false },
    { field: 'loanTypeName', headerName: 'Loan type', minWidth: 130, sortable: false, filterable: false },
    {
      field: 'principal',
      headerName: 'Amount',
      type: 'number',
      minWidth: 120,
      valueFormatter: money,
      filterable: false,
    },
    {
      field: 'outstandingBalance',
      headerName: 'Outstanding',
      type: 'number',
      minWidth: phone ? 110 : 120,
      valueFormatter: money,
      filterable: false,
    },
    {
      field: 'overdueAmount',
      headerName: 'Overdue',
      type: 'number',
      minWidth: 110,
      valueFormatter: money,
      renderCell: overdueCell,
      sortable: false,
      filterable: false,
    },
    {
      field: 'status',
      headerName: 'Status',
      type: 'singleSelect',
      minWidth: phone ? 110 : 130,
      valueOptions: STATES.map((state) => ({ value: state, label: LENDER_LOAN_STATE_TEXT[state] })),
      filterOperators: is,
    },
    { field: 'acceptedAt', headerName: 'Accepted', minWidth: 120, valueFormatter: day, filterable: false },
    { field: 'disbursedAt', headerName: 'Paid out', minWidth: 120, valueFormatter: day, filterable: false },
  ];
  if (showProvider) {
    columns.splice(1, 0, {
      field: 'providerName',
      headerName: 'Lender',
      minWidth: 150,
      sortable: false,
      filterable: false,
    });
  }
  return columns;
}

/**
 * Every loan the caller may see, in a data grid paged, sorted and filtered by the gateway: search
 * by name or staff number (the toolbar or the column filters), filter by status, sort by column.
 * Loaded on its own (the grid is most of its weight), after the page.
 */
export default function LoansGrid() {
  const profile = useLenderProfile();
  const grid = useServerGrid();
  const status = grid.filterValue('status', 'is');
  const query: LenderLoansQuery = {
    ...grid.paging,
    ...(grid.sort && isSort(grid.sort.sortBy)
      ? { sortBy: grid.sort.sortBy, sortOrder: grid.sort.sortOrder }
      : {}),
    ...(isState(status) ? { status } : {}),
  };
  const search =
    grid.quickSearch() ??
    grid.filterValue('borrowerName', 'contains') ??
    grid.filterValue('staffNumber', 'contains');
  if (search) query.search = search.slice(0, 80);
  const loans = useGetLenderLoansQuery(query);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [chosen, setChosen] = React.useState<GridColumnVisibilityModel>({});
  const columns = React.useMemo(
    () => columnsFor(profile.provider === null, phone),
    [profile.provider, phone],
  );

  return (
    <>
      {loans.isError ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {messageOf(loans.error)}
        </Alert>
      ) : null}
      <DataGrid
        {...grid.gridProps}
        label="Loans"
        showToolbar
        columns={columns}
        columnVisibilityModel={phone ? { ...HIDDEN_ON_PHONE, ...chosen } : chosen}
        onColumnVisibilityModelChange={setChosen}
        rows={loans.data?.items ?? []}
        rowCount={loans.data?.totalCount ?? 0}
        loading={loans.isFetching}
        disableRowSelectionOnClick
        autoHeight
        sx={{ bgcolor: 'background.paper' }}
      />
    </>
  );
}
