import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';

/** A column of a SmallTable: its heading, with `align: 'right'` for numbers and actions. */
export type Column = string | { label: string; align: 'right' };

/**
 * The admin's small tables (staff, subscribers, redirects, tags, activity, recent sends): a table
 * named for screen readers, a head row naming its columns, and the rows given.
 */
export function SmallTable({ label, columns, children }: { label: string; columns: Column[]; children: ReactNode }) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map((column, index) =>
            typeof column === 'string' ? (
              <TableCell key={index}>{column}</TableCell>
            ) : (
              <TableCell key={index} align={column.align}>
                {column.label}
              </TableCell>
            ),
          )}
        </TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
    </Table>
  );
}
