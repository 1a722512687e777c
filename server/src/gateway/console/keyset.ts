import { InvalidInput } from '../../errors/domain-errors';

/**
 * The console's lists page newest first by (a timestamp, a unique key). A cursor names the last
 * row of a page: the timestamp in microseconds since the epoch, as PostgreSQL keeps it (a
 * JavaScript date would drop the microseconds and skip or repeat rows), and the row's key.
 */
export interface Keyset {
  micros: string;
  key: string;
}

const INVALID_CURSOR = 'That page marker is not one this list gave. Start again from the first page.';

/** The cursor `after` names, or null for the first page; `key` says what a row's key looks like. */
export function readCursor(after: string | undefined, key: RegExp): Keyset | null {
  if (after === undefined) return null;
  const [micros, rowKey] = after.split('_');
  if (!micros || !rowKey || !/^[0-9]{1,17}$/.test(micros) || !key.test(rowKey)) {
    throw new InvalidInput(INVALID_CURSOR, { field: 'after' });
  }
  return { micros, key: rowKey };
}

export const cursorOf = (last: Keyset | undefined): string | null =>
  last ? `${last.micros}_${last.key}` : null;

/** SQL for a timestamp column as the cursor's microseconds (exact: extract answers numeric). */
export const microsOf = (column: string) => `(extract(epoch FROM ${column}) * 1000000)::bigint::text`;

/** SQL for the cursor's microseconds, parameter `$n`, as a timestamp. */
export const instantOf = (parameter: number) =>
  `(timestamptz 'epoch' + $${parameter}::bigint * interval '1 microsecond')`;

export const UUID_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const NUMBER_KEY = /^[0-9]{1,18}$/;
