import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import * as React from 'react';

export interface Column<T> {
  header: string;
  cell: (row: T) => React.ReactNode;
  numeric?: boolean;
}

/**
 * A captioned table that scrolls sideways on narrow screens; the scrolling region is focusable
 * and named after the caption so keyboard users can scroll it too.
 */
export function DataTable<T>({
  id,
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: {
  id: string;
  caption: string;
  columns: Array<Column<T>>;
  rows: T[];
  rowKey: (row: T) => string;
  empty: string;
}) {
  const captionId = `${id}-caption`;
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-labelledby={captionId}
    >
      <Table size="small" sx={{ '& caption': { captionSide: 'top' } }}>
        <caption id={captionId}>{caption}</caption>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.numeric ? 'right' : 'left'} scope="col">
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length}>{empty}</TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={rowKey(row)}>
                {columns.map((column) => (
                  <TableCell key={column.header} align={column.numeric ? 'right' : 'left'}>
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
