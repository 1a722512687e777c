import * as React from 'react';
import { useMediaQuery } from '../lib/use-media-query';
import * as styles from './responsive-table.module.css';
import * as surface from './ui/surface.module.css';

export interface Column<T> {
  header: string;
  cell: (row: T) => React.ReactNode;
  numeric?: boolean;
}

export interface ResponsiveTableProps<T> {
  id: string;
  caption: string;
  columns: Array<Column<T>>;
  rows: T[];
  rowKey: (row: T) => string;
  empty: string;
}

/**
 * A captioned table. Below 600 px a table of many columns only fits by scrolling sideways, so
 * there each row becomes a card of its own: a definition list naming every column beside its
 * value. Only for content rendered in the browser (the dashboard's): the build cannot know the
 * screen's width.
 */
export function ResponsiveTable<T>(props: ResponsiveTableProps<T>) {
  const narrow = useMediaQuery('(max-width: 599.95px)');
  return narrow ? <StackedRows {...props} /> : <WideTable {...props} />;
}

const alignOf = (column: { numeric?: boolean }) => (column.numeric ? styles.numeric : undefined);

/**
 * The table scrolls sideways if it must (a tablet in portrait); the scrolling region is focusable
 * and named after the caption so keyboard users can scroll it too.
 */
function WideTable<T>({ id, caption, columns, rows, rowKey, empty }: ResponsiveTableProps<T>) {
  const captionId = `${id}-caption`;
  return (
    <div
      className={`${surface.outlined} ${styles.scroller}`}
      tabIndex={0}
      role="region"
      aria-labelledby={captionId}
    >
      <table className={styles.table}>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} className={alignOf(column)} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.header} className={alignOf(column)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** One card per row, in a list named by the caption; every value labelled by its column. */
function StackedRows<T>({ id, caption, columns, rows, rowKey, empty }: ResponsiveTableProps<T>) {
  const captionId = `${id}-caption`;
  return (
    <div>
      <p id={captionId} className={styles.stackedCaption}>
        {caption}
      </p>
      {rows.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ul aria-labelledby={captionId} className={styles.cards}>
          {rows.map((row) => (
            <li key={rowKey(row)} className={`${surface.outlined} ${styles.card}`}>
              <dl className={styles.pairs}>
                {columns.map((column) => (
                  <div key={column.header} className={styles.pair}>
                    <dt>{column.header}</dt>
                    <dd>{column.cell(row)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
