import type { GridPaginationModel } from '@mui/x-data-grid';
import * as React from 'react';

/** The console lists' page sizes: 25 by default, at most 100 (CONSOLE_LIST_LIMIT in the contract). */
export const PAGE_SIZES = [25, 50, 100];

/**
 * A data grid over a list the gateway pages by keyset (docs/console.md): page n is asked for with
 * the cursor page n − 1 ended with, kept as the person moves forward; a new page size starts again
 * from the first page, and so does a new filter (the list is keyed by its filters, so it starts
 * afresh). The grid is told only whether there is a next page, since counting a large log would
 * cost more than reading it.
 */
export function useKeysetPaging() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: PAGE_SIZES[0]!,
  });
  const cursors = React.useRef<Array<string | undefined>>([undefined]);
  return {
    query: { limit: paginationModel.pageSize, after: cursors.current[paginationModel.page] },
    /** Where the page shown ends, once the gateway said. */
    pageEnded(nextCursor: string | null) {
      cursors.current[paginationModel.page + 1] = nextCursor ?? undefined;
    },
    gridProps: (hasNextPage: boolean) =>
      ({
        paginationMode: 'server',
        pageSizeOptions: PAGE_SIZES,
        paginationModel,
        rowCount: -1,
        paginationMeta: { hasNextPage },
        onPaginationModelChange: (model: GridPaginationModel) => {
          if (model.pageSize !== paginationModel.pageSize) {
            cursors.current = [undefined];
            setPaginationModel({ page: 0, pageSize: model.pageSize });
          } else setPaginationModel(model);
        },
      }) as const,
  };
}
