import type { GridFilterModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import * as React from 'react';

/** The gateway's page size: 25 by default, at most 100 (LENDER_PAGE_SIZE in the contract). */
export const PAGE_SIZES = [25, 50, 100];

/**
 * The state of a data grid whose rows are paged, sorted and filtered by the gateway (there may be
 * thousands): the grid reports what the person chose, and this turns it into the list's query.
 */
export function useServerGrid() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: PAGE_SIZES[0]!,
  });
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  return {
    gridProps: {
      paginationMode: 'server',
      sortingMode: 'server',
      filterMode: 'server',
      pageSizeOptions: PAGE_SIZES,
      paginationModel,
      onPaginationModelChange: setPaginationModel,
      sortModel,
      onSortModelChange: (model: GridSortModel) => {
        setSortModel(model);
        setPaginationModel((previous) => ({ ...previous, page: 0 }));
      },
      filterModel,
      onFilterModelChange: (model: GridFilterModel) => {
        setFilterModel(model);
        setPaginationModel((previous) => ({ ...previous, page: 0 }));
      },
    } as const,
    paging: { pageIndex: paginationModel.page, pageSize: paginationModel.pageSize },
    sort: sortModel[0] ? { sortBy: sortModel[0].field, sortOrder: sortModel[0].sort ?? 'desc' } : null,
    /** The value of the filter on `field` with `operator`, when the person set one. */
    filterValue(field: string, operator: string): string | undefined {
      const item = filterModel.items.find(
        (candidate) => candidate.field === field && candidate.operator === operator,
      );
      const value: unknown = item?.value;
      return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
    },
    /** The toolbar's search words, as one search. */
    quickSearch(): string | undefined {
      const words = (filterModel.quickFilterValues ?? []).filter(
        (word): word is string => typeof word === 'string',
      );
      return words.length > 0 ? words.join(' ') : undefined;
    },
  };
}
