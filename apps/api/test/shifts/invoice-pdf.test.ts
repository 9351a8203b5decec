import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { renderInvoicePdf, type InvoiceDocument } from '../../src/modules/shifts/invoice-pdf.ts';

const address = {
  addressLine1: '1200 Ocean Ave',
  addressLine2: 'Suite 4',
  city: 'Santa Monica',
  stateCode: 'CA',
  zipCode: '90401',
};

const invoice: InvoiceDocument = {
  number: 'INV-1042-87',
  issuedOn: '2026-12-02',
  dueOn: '2026-12-08',
  paymentTerms: 'net_7',
  professional: {
    name: 'Lucia Alvarez',
    email: 'lucia@example.test',
    phoneNumber: '(310) 555-0142',
  },
  organization: {
    name: 'Pacific Coast Dental',
    ...address,
    addressLine2: null,
    addressLine1: '9 Main St',
  },
  location: { name: 'Santa Monica', ...address },
  position: 'Hygienist',
  shiftDate: '2026-12-01',
  timezone: 'America/Los_Angeles',
  startTime: new Date('2026-12-01T16:00:00Z'),
  endTime: new Date('2026-12-02T00:45:00Z'),
  lunchMinutes: 60,
  workedMinutes: 465,
  rateCents: 5500,
  amountCents: 42625,
  approvedAt: new Date('2026-12-02T18:00:00Z'),
};

async function textOf(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('invoice PDF', () => {
  it('reads back the number, parties, hours, rate, amount, terms and due date', async () => {
    const pdf = await renderInvoicePdf(invoice);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(pdf);
    for (const expected of [
      'INV-1042-87',
      'Lucia Alvarez',
      'lucia@example.test',
      'Pacific Coast Dental',
      '9 Main St',
      'Santa Monica, CA 90401',
      'Suite 4',
      'Hygienist shift, Tue, Dec 1, 2026',
      '8:00 AM to 4:45 PM PST, 60 min unpaid lunch',
      '7h 45m',
      '(7.75 h)',
      '$55.00/h',
      '$426.25',
      'Net 7: pay by Tue, Dec 8, 2026',
      'Wed, Dec 2, 2026',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints the same document for the same timesheet', async () => {
    const [first, second] = await Promise.all([
      renderInvoicePdf(invoice),
      renderInvoicePdf(invoice),
    ]);
    expect(first.equals(second)).toBe(true);
  });
});
