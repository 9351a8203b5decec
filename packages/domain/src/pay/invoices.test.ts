import { describe, expect, it } from 'vitest';
import { decimalHours, formatInvoiceDate, invoiceDueDate, invoiceNumber } from './invoices.ts';

describe('invoice number', () => {
  it('names the shift, then the professional, the same every time', () => {
    expect(invoiceNumber(1042, 87)).toBe('INV-1042-87');
    expect(invoiceNumber(1042, 87)).toBe(invoiceNumber(1042, 87));
  });
});

describe('invoice due date: the shift date plus the terms', () => {
  it.each([
    ['same_day', '2026-12-01', '2026-12-01'],
    ['net_7', '2026-12-01', '2026-12-08'],
    ['net_15', '2026-12-20', '2027-01-04'],
    ['net_30', '2027-02-15', '2027-03-17'],
    ['net_30', '2028-02-15', '2028-03-16'],
  ] as const)('%s from %s is due %s', (terms, shiftDate, due) => {
    expect(invoiceDueDate(shiftDate, terms)).toBe(due);
  });
});

describe('decimal hours', () => {
  it.each([
    [465, '7.75'],
    [480, '8.00'],
    [0, '0.00'],
    [50, '0.83'],
    [55, '0.92'],
    [1, '0.02'],
  ])('%i minutes read %s', (minutes, hours) => {
    expect(decimalHours(minutes)).toBe(hours);
  });
});

describe('invoice dates', () => {
  it('print the weekday, month, day and year of the date itself in any zone', () => {
    expect(formatInvoiceDate('2026-12-08')).toBe('Tue, Dec 8, 2026');
    expect(formatInvoiceDate('2027-01-01')).toBe('Fri, Jan 1, 2027');
  });
});
