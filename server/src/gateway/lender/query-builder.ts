import { LENDER_PAGE_SIZE, type SortOrder } from '@lendbridge/contract';
import type { Queryable } from '../../db/database';

/**
 * Builds a WHERE clause from optional filters with numbered parameters: every value travels as
 * a parameter, and only column expressions written in this codebase reach the SQL text.
 */
export type SqlFilters = ReturnType<typeof sqlFilters>;

export function sqlFilters() {
  const params: unknown[] = [];
  const conditions: string[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  return {
    params,
    param,
    /** Adds `condition(placeholder)` when the value is given. */
    when<T>(value: T | undefined | null, condition: (placeholder: string) => string) {
      if (value !== undefined && value !== null) conditions.push(condition(param(value)));
    },
    where: () => (conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''),
  };
}

/** A search term as an ILIKE pattern that matches it anywhere, literally (% and _ included). */
export const containsPattern = (search: string | undefined): string | undefined => {
  const term = search?.trim();
  return term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
};

export interface Paging {
  pageIndex: number;
  pageSize: number;
  offset: number;
}

export function pagingOf(query: { pageIndex?: number; pageSize?: number }): Paging {
  const pageIndex = query.pageIndex ?? 0;
  const pageSize = query.pageSize ?? LENDER_PAGE_SIZE.default;
  return { pageIndex, pageSize, offset: pageIndex * pageSize };
}

export const pageOf = <T>(items: T[], totalCount: number, paging: Paging) => ({
  items,
  totalCount,
  pageIndex: paging.pageIndex,
  pageSize: paging.pageSize,
  maxPageSize: LENDER_PAGE_SIZE.max,
});

/** ORDER BY a known column (ties broken by id, so pages never overlap), empty values last. */
export const orderBy = (column: string, order: SortOrder | undefined, tieBreaker: string) => {
  const direction = order === 'asc' ? 'ASC' : 'DESC';
  return `ORDER BY ${column} ${direction} NULLS LAST, ${tieBreaker} ${direction}`;
};

/**
 * One page of rows and how many match over all pages: `SELECT columns FROM … WHERE filters
 * ORDER BY … LIMIT … OFFSET …`, and its count.
 */
export async function fetchPage<R>(
  db: Queryable,
  query: { columns: string; from: string; order: string },
  filters: SqlFilters,
  paging: Paging,
): Promise<{ rows: R[]; totalCount: number }> {
  const where = filters.where();
  const { rows: counted } = await db.query<{ count: number }>(
    `SELECT count(*)::integer AS count ${query.from} ${where}`,
    [...filters.params],
  );
  const limit = filters.param(paging.pageSize);
  const offset = filters.param(paging.offset);
  const { rows } = await db.query<R>(
    `SELECT ${query.columns} ${query.from} ${where} ${query.order} LIMIT ${limit} OFFSET ${offset}`,
    filters.params,
  );
  return { rows, totalCount: counted[0]?.count ?? 0 };
}
