import { within } from '@testing-library/react';

/** The texts of a table's column headers, in order. */
export function columnHeaders(table: HTMLElement): (string | null)[] {
  return within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
}

/** The texts of a row's cells, in order. */
export function cellTexts(row: HTMLElement): (string | null)[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}
