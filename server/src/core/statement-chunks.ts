/**
 * Rows one statement reads or writes at most when a file's thousands of rows are written: each
 * statement then takes a fraction of a second on any database, so one upload never holds the
 * database (or, on PGlite, the process) long enough to keep other requests waiting.
 */
export const ROWS_PER_STATEMENT = 2_000;

/** `items` in runs of at most `size`, in order. */
export const chunksOf = <T>(items: T[], size = ROWS_PER_STATEMENT): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
