import type { InstitutionsPage, InstitutionWithScholarships } from '@lendbridge/contract';

/**
 * docs/requirements.md#c-institutions-page-size: clients ask for this many institutions a page; the
 * service may apply less.
 */
export const DEFAULT_PAGE_SIZE = 10_000;

/** A bound on the loop, so a server that misreports its total cannot keep a client asking forever. */
export const MAX_PAGES = 1_000;

export type PageFetcher = (pageIndex: number) => Promise<InstitutionsPage>;

/**
 * Reads every page of a listing. The service caps the page size and answers the size it
 * applied with the total, so the first answer tells how many pages follow. Rows that moved
 * between pages while they were read appear once.
 *
 * Shared by the browser (through the API client) and the build (through fetch).
 */
export async function collectAllPages(fetchPage: PageFetcher): Promise<InstitutionWithScholarships[]> {
  const first = await fetchPage(0);
  const pages = Math.min(Math.ceil(first.totalCount / Math.max(1, first.pageSize)), MAX_PAGES);
  const rows = [...first.items];
  for (let pageIndex = 1; pageIndex < pages; pageIndex += 1) {
    const page = await fetchPage(pageIndex);
    if (page.items.length === 0) break;
    rows.push(...page.items);
  }
  const seen = new Set<number>();
  return rows.filter((row) => (seen.has(row.id) ? false : (seen.add(row.id), true)));
}
