import { formatInvoiceDate, invoiceDueDate, INVOICE_MESSAGES } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import { requestWorld, type Caller } from '../support/request-world.ts';

// Issue #28 §4: the invoice of a 1099 shift, read back with an independent PDF parser. The
// shifts lie in the past relative to the clock, which the timesheet routes read: nothing sleeps.
const file = adminWorldForFile();
const { t } = file;
const { heldRequest, callAs } = requestWorld(file);

const HOUR_MS = 60 * 60_000;

/**
 * A member confirmed on an 8-hour shift (60 minutes of lunch) that ended an hour ago, posted at
 * $52.50 and agreed at $55.00, with its engagement and Net 7 terms; `approved`: the member
 * submits the scheduled hours (7h 0m: $385.00) and A's manager approves them.
 */
async function workedShift(engagement: 'w2' | '1099', approved: boolean) {
  const held = await heldRequest(new Date(Date.now() - 9 * HOUR_MS), 'Confirmed');
  await t.db.execute(
    sql`update shifts set hourly_rate_cents = 5250, engagement = ${engagement},
          payment_terms = 'net_7' where id = ${held.shift.id}`,
  );
  await t.db.execute(
    sql`update shift_requests set agreed_rate_cents = 5500 where id = ${held.request.id}`,
  );
  if (approved) {
    const url = `/api/shifts/${held.shift.id}/timesheet`;
    const { startTime, endTime, lunchMinutes } = (await callAs(held.person, { url })).json();
    const payload = { startTime, endTime, lunchMinutes };
    const submitted = await callAs(held.person, { method: 'PUT', url, payload });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const response = await callAs('managerA', { method: 'POST', url: `${url}/approve` });
    expect(response.statusCode, response.body).toBe(200);
  }
  return held;
}

const invoice = (who: Caller, shiftId: number) =>
  callAs(who, { url: `/api/shifts/${shiftId}/invoice.pdf` });

async function pdfText(body: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('GET /api/shifts/:id/invoice.pdf (issue #28 §4)', () => {
  it('downloads a PDF naming the amount, the rate, the terms and the due date of the shift’s date plus them', async () => {
    const { shift, person } = await workedShift('1099', true);
    const response = await invoice(person, shift.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="INV-${shift.id}-${person.id}.pdf"`,
    );
    expect(response.headers['cache-control']).toContain('no-store');
    const text = await pdfText(response.rawPayload);
    const due = formatInvoiceDate(invoiceDueDate(shift.localDate, 'net_7'));
    for (const expected of [
      `INV-${shift.id}-${person.id}`,
      person.name,
      '7h 0m',
      '$55.00/h',
      '$385.00',
      'Net 7',
      `Net 7: pay by ${due}`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('is for the person and the shift’s managers; others are told there is none (404)', async () => {
    const { shift } = await workedShift('1099', true);
    for (const manager of ['managerA', 'adminA'] as const) {
      expect((await invoice(manager, shift.id)).statusCode).toBe(200);
    }
    for (const stranger of ['employeeA', 'managerB', 'independent'] as const) {
      expect((await invoice(stranger, shift.id)).statusCode).toBe(404);
    }
  });

  it("refuses a W-2 shift with 409 'Invoices are for 1099 shifts'", async () => {
    const { shift, person } = await workedShift('w2', true);
    const response = await invoice(person, shift.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: INVOICE_MESSAGES.onlyFor1099 });
  });

  it("refuses a timesheet not yet approved with 409 'The timesheet must be approved first'", async () => {
    const { shift, person } = await workedShift('1099', false);
    const response = await invoice(person, shift.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: INVOICE_MESSAGES.timesheetNotApproved });
  });
});
