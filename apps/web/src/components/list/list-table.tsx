import type { ReactNode } from 'react';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table.tsx';

/** One column of a list's desktop table. */
export interface ListColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
  headClassName?: string;
}

interface ListTableProps<Row extends { id: number }> {
  /** The table's accessible name, e.g. 'Organizations'. */
  label: string;
  rows: Row[];
  columns: readonly ListColumn<Row>[];
  /** A page is loading behind the rows shown. */
  busy?: boolean;
}

/** The desktop layout of a list (SPEC §2): a header row, then one row per item. */
export function ListTable<Row extends { id: number }>({
  label,
  rows,
  columns,
  busy,
}: ListTableProps<Row>) {
  return (
    <Table aria-label={label} aria-busy={busy || undefined}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {columns.map((column) => (
            <TableHead key={column.header} className={column.headClassName}>
              {column.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            {columns.map((column) => (
              <TableCell key={column.header} className={column.className}>
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
