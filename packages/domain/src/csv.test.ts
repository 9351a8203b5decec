import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from './csv.ts';

/**
 * How a spreadsheet splits one line on a separator of its choosing: a double quote opens and
 * closes a quoted stretch (two of them inside stand for one quote), and the separator splits
 * cells only outside quoted stretches.
 */
function cellsOf(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (char === '"') {
      if (quoted && line[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else {
        quoted = !quoted;
      }
    } else if (char === separator && !quoted) {
      cells.push(cell);
      cell = '';
    } else {
      cell += char;
    }
  }
  cells.push(cell);
  return cells;
}

const FORMULA_START = /^[=+\-@]/;

describe('CSV cells never start a formula, whatever the separator', () => {
  const hostile = [
    "Carlos;=cmd|' /C calc'!A0",
    'Front\t=HYPERLINK("http://evil.test")',
    'Smith,=1+1',
    'Dr. Who;+SUM(A1:A9)',
    'Jo;-2+3',
    'Ann;@SUM(1)',
    '=1+1',
    '"quoted";=2',
  ];

  it.each([',', ';', '\t'])('splitting on %j', (separator) => {
    const line = csvLine(['Nov 24, 2026', ...hostile]).replace(/\r\n$/, '');
    const cells = cellsOf(line, separator);
    for (const cell of cells) expect(cell).not.toMatch(FORMULA_START);
  });

  it('keeps every value one cell when split on commas, and its text as it was', () => {
    const line = csvLine(hostile).replace(/\r\n$/, '');
    expect(cellsOf(line, ',')).toEqual(
      hostile.map((value) => (FORMULA_START.test(value) ? `'${value}` : value)),
    );
  });

  it('quotes every field, empty ones and numbers included', () => {
    expect(csvLine(['Date', '', null, 5])).toBe('"Date","","","5"\r\n');
    expect(csvField('Say "cheese"')).toBe('"Say ""cheese"""');
  });
});
