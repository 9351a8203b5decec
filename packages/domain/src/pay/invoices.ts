import { addDaysToDate } from '../calendar-range.ts';
import { PAYMENT_TERMS_DAYS, type PaymentTerms } from './rates.ts';

/*
 * A 1099 shift's invoice (issue #28 §4, docs/PAY.md 'Invoices'). One shift is worked by one
 * confirmed person, so the shift and that person name the invoice: the same number every time
 * it is downloaded, with no counter to keep.
 */

/** 'INV-1042-87': the shift's id, then the professional's. */
export function invoiceNumber(shiftId: number, userId: number): string {
  return `INV-${shiftId}-${userId}`;
}

/** The date payment is due: the shift's date plus its terms' days (Same day: the date itself). */
export function invoiceDueDate(shiftDate: string, terms: PaymentTerms): string {
  return addDaysToDate(shiftDate, PAYMENT_TERMS_DAYS[terms]);
}

/** Worked minutes as decimal hours for a spreadsheet or an invoice line: 465 → '7.75'. */
export function decimalHours(workedMinutes: number): string {
  const hundredths = Math.round((workedMinutes * 100) / 60);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

const invoiceDateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** A 'YYYY-MM-DD' date as an invoice prints it: 'Tue, Dec 8, 2026'. */
export function formatInvoiceDate(date: string): string {
  return invoiceDateFormat.format(new Date(`${date}T00:00:00Z`));
}
