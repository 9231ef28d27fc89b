import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';

export type Column = string | { label: string; align: 'right' };

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
