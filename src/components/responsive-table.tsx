import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
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
 * A captioned table (MUI's). Below the `sm` breakpoint a table of many columns only fits by
 * scrolling sideways, so there each row becomes a card of its own: a definition list naming every
 * column beside its value. Only for content rendered in the browser (the dashboard's): the build
 * cannot know the screen's width, so the width is read at once (`noSsr`), not after a first
 * wide render.
 */
export function ResponsiveTable<T>(props: ResponsiveTableProps<T>) {
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return narrow ? <StackedRows {...props} /> : <WideTable {...props} />;
}

const alignOf = (column: { numeric?: boolean }) => (column.numeric ? 'right' : 'left');

/**
 * The table scrolls sideways if it must (a tablet in portrait); the scrolling region is focusable
 * and named after the caption so keyboard users can scroll it too.
 */
function WideTable<T>({ id, caption, columns, rows, rowKey, empty }: ResponsiveTableProps<T>) {
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
              <TableCell key={column.header} align={alignOf(column)} scope="col">
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
                  <TableCell key={column.header} align={alignOf(column)}>
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
        <Stack
          component="ul"
          aria-labelledby={captionId}
          spacing={1.5}
          sx={{ m: 0, p: 0, listStyle: 'none' }}
        >
          {rows.map((row) => (
            <Paper component="li" variant="outlined" key={rowKey(row)} sx={{ p: 2 }}>
              <Box
                component="dl"
                sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
              >
                {columns.map((column) => (
                  <React.Fragment key={column.header}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {column.header}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
                      {column.cell(row)}
                    </Typography>
                  </React.Fragment>
                ))}
              </Box>
            </Paper>
          ))}
        </Stack>
      )}
    </div>
  );
}
