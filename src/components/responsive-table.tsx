import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import * as React from 'react';

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
 * A captioned MUI Table. Below `sm` (600 px) a table of many columns only fits by scrolling
 * sideways, so there each row becomes a card of its own: a definition list naming every column
 * beside its value. Only for content rendered in the browser (the dashboard's): the build cannot
 * know the screen's width, and hydration sees the wide table.
 */
export function ResponsiveTable<T>(props: ResponsiveTableProps<T>) {
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  return narrow ? <StackedRows {...props} /> : <WideTable {...props} />;
}

/**
 * The table scrolls sideways if it must (a tablet in portrait); the scrolling region is focusable
 * and named after the caption so keyboard users can scroll it too.
 */
function WideTable<T>({ id, caption, columns, rows, rowKey, empty }: ResponsiveTableProps<T>) {
  const captionId = `${id}-caption`;
  const align = (column: Column<T>) => (column.numeric ? 'right' : 'left');
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-labelledby={captionId}
    >
      <Table size="small" sx={{ captionSide: 'top' }}>
        <Box component="caption" id={captionId} sx={{ p: 2, textAlign: 'left', color: 'text.secondary' }}>
          {caption}
        </Box>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} align={align(column)} scope="col">
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
                  <TableCell key={column.header} align={align(column)}>
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

/** One card per row, in a list named by the caption; every value labelled by its column. */
function StackedRows<T>({ id, caption, columns, rows, rowKey, empty }: ResponsiveTableProps<T>) {
  const captionId = `${id}-caption`;
  return (
    <div>
      <Typography id={captionId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {caption}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2">{empty}</Typography>
      ) : (
        <Box
          component="ul"
          aria-labelledby={captionId}
          sx={{ display: 'grid', gap: 1.5, m: 0, p: 0, listStyle: 'none' }}
        >
          {rows.map((row) => (
            <Paper component="li" key={rowKey(row)} variant="outlined" sx={{ p: 2 }}>
              <Box component="dl" sx={{ display: 'grid', gap: 0.5, m: 0 }}>
                {columns.map((column) => (
                  <Box
                    key={column.header}
                    sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, typography: 'body2' }}
                  >
                    <Box component="dt" sx={{ color: 'text.secondary' }}>
                      {column.header}
                    </Box>
                    <Box component="dd" sx={{ m: 0, textAlign: 'right', overflowWrap: 'anywhere' }}>
                      {column.cell(row)}
                    </Box>
                  </Box>
                ))}
              </Box>
            </Paper>
          ))}
        </Box>
      )}
    </div>
  );
}
