/** The workspace's paged lists (the contract's Page): one page of rows and how many match in all. */
export interface PageOf<T> {
  items: T[];
  totalCount: number;
  pageIndex: number;
  pageSize: number;
  maxPageSize: number;
}
