import {
  decimalHours,
  formatCents,
  formatDuration,
  formatHourlyRate,
  formatInvoiceDate,
  formatWorkedHours,
  INVOICE_LABELS,
  PAY_LABELS,
  SHIFT_EDIT_FIELD_LABELS,
  TIMESHEET_LABELS,
  PAYMENT_TERMS_LABELS,
  type PaymentTerms,
  type ShiftPosition,
} from '@chairside/domain';
import PDFDocument from 'pdfkit';

/** A postal address as organizations and locations store it. */
export interface InvoiceAddress {
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  stateCode: string;
  zipCode: string;
}

/** Everything an invoice prints, read and computed by the service (issue #28 §4). */
export interface InvoiceDocument {
  number: string;
  issuedOn: string;
  dueOn: string;
  paymentTerms: PaymentTerms;
  professional: { name: string; email: string; phoneNumber: string | null };
  organization: { name: string } & InvoiceAddress;
  location: { name: string } & InvoiceAddress;
  position: ShiftPosition;
  /** The shift's date at its location. */
  shiftDate: string;
  timezone: string;
  startTime: Date;
  endTime: Date;
  lunchMinutes: number;
  workedMinutes: number;
  rateCents: number;
  amountCents: number;
  approvedAt: Date;
}

const PAGE_MARGIN = 54;
const INK = '#1f2933';
const MUTED = '#52606d';
const RULE = '#cbd2d9';

function addressLines(address: InvoiceAddress): string[] {
  return [
    address.addressLine1,
    ...(address.addressLine2 ? [address.addressLine2] : []),
    `${address.city}, ${address.stateCode} ${address.zipCode}`,
  ];
}

/**
 * The invoice as a one-page US Letter PDF. Its dates come from the invoice, never the clock, and
 * its creation date is the approval's, so the same timesheet always prints the same document.
 */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE_MARGIN,
    info: {
      Title: `${INVOICE_LABELS.title} ${invoice.number}`,
      Author: invoice.professional.name,
      Subject: `${invoice.position}, ${formatInvoiceDate(invoice.shiftDate)}`,
      CreationDate: invoice.approvedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = PAGE_MARGIN;
  const width = doc.page.width - PAGE_MARGIN * 2;
  const column = width / 3;

  doc.fillColor(INK).font('Helvetica-Bold').fontSize(24).text(INVOICE_LABELS.title, left, left);
  const facts: [string, string][] = [
    [INVOICE_LABELS.number, invoice.number],
    [INVOICE_LABELS.issued, formatInvoiceDate(invoice.issuedOn)],
    [INVOICE_LABELS.dueDate, formatInvoiceDate(invoice.dueOn)],
    [SHIFT_EDIT_FIELD_LABELS.paymentTerms, PAYMENT_TERMS_LABELS[invoice.paymentTerms]],
  ];
  let factsTop = left + 4;
  for (const [label, value] of facts) {
    doc.font('Helvetica').fontSize(9).fillColor(MUTED);
    doc.text(label, left + column * 2 - 40, factsTop, { width: column / 2 + 20 });
    doc.font('Helvetica-Bold').fillColor(INK);
    doc.text(value, left + column * 2.5 - 20, factsTop, { width: column / 2 + 20, align: 'right' });
    factsTop += 14;
  }

  const partiesTop = factsTop + 24;
  const party = (index: number, heading: string, lines: string[]) => {
    const x = left + column * index;
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(heading.toUpperCase(), x, partiesTop);
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor(INK)
      .text(lines[0] ?? '', x, partiesTop + 14, {
        width: column - 12,
      });
    doc.font('Helvetica').fontSize(10);
    for (const line of lines.slice(1)) doc.text(line, { width: column - 12 });
    return doc.y;
  };
  const partiesBottom = Math.max(
    party(0, INVOICE_LABELS.from, [
      invoice.professional.name,
      invoice.professional.email,
      ...(invoice.professional.phoneNumber ? [invoice.professional.phoneNumber] : []),
    ]),
    party(1, INVOICE_LABELS.billTo, [
      invoice.organization.name,
      ...addressLines(invoice.organization),
    ]),
    party(2, INVOICE_LABELS.workedAt, [invoice.location.name, ...addressLines(invoice.location)]),
  );

  const tableTop = partiesBottom + 32;
  const columns = [
    { label: INVOICE_LABELS.description, x: left, width: width * 0.52, align: 'left' as const },
    {
      label: INVOICE_LABELS.hours,
      x: left + width * 0.52,
      width: width * 0.16,
      align: 'right' as const,
    },
    {
      label: PAY_LABELS.hourlyRate,
      x: left + width * 0.68,
      width: width * 0.16,
      align: 'right' as const,
    },
    {
      label: TIMESHEET_LABELS.amount,
      x: left + width * 0.84,
      width: width * 0.16,
      align: 'right' as const,
    },
  ];
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
  for (const { label, x, width: w, align } of columns)
    doc.text(label.toUpperCase(), x, tableTop, { width: w, align });
  rule(doc, tableTop + 16, left, width);

  const rowTop = tableTop + 26;
  const description = [
    `${invoice.position} shift, ${formatInvoiceDate(invoice.shiftDate)}`,
    `${formatWorkedHours({ start: invoice.startTime, end: invoice.endTime }, invoice.timezone)}, ${invoice.lunchMinutes} min ${INVOICE_LABELS.lunch}`,
  ];
  const cells = [
    description.join('\n'),
    `${formatDuration(invoice.workedMinutes)}\n(${decimalHours(invoice.workedMinutes)} h)`,
    formatHourlyRate(invoice.rateCents),
    formatCents(invoice.amountCents),
  ];
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  let rowBottom = rowTop;
  columns.forEach(({ x, width: w, align }, index) => {
    doc.text(cells[index] ?? '', x, rowTop, { width: align === 'left' ? w - 12 : w, align });
    rowBottom = Math.max(rowBottom, doc.y);
  });
  rule(doc, rowBottom + 10, left, width);

  const totalTop = rowBottom + 22;
  doc.font('Helvetica-Bold').fontSize(12);
  doc.text(INVOICE_LABELS.totalDue, left + width * 0.52, totalTop, {
    width: width * 0.32,
    align: 'right',
  });
  doc.text(formatCents(invoice.amountCents), left + width * 0.84, totalTop, {
    width: width * 0.16,
    align: 'right',
  });
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  doc.text(
    `${PAYMENT_TERMS_LABELS[invoice.paymentTerms]}: ${INVOICE_LABELS.payBy} ${formatInvoiceDate(invoice.dueOn)}`,
    left + width * 0.52,
    totalTop + 18,
    { width: width * 0.48, align: 'right' },
  );

  doc.fontSize(9).text(INVOICE_LABELS.contractor, left, totalTop + 60, { width });
  doc.text(`${INVOICE_LABELS.footer} ${formatInvoiceDate(invoice.issuedOn)}.`, { width });
  doc.end();
  return finished;
}

function rule(doc: PDFKit.PDFDocument, y: number, left: number, width: number) {
  doc
    .save()
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke()
    .restore();
}
