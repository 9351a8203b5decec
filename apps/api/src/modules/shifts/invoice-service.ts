import { INVOICE_MESSAGES, invoiceDueDate, invoiceNumber, localDateOf } from '@chairside/domain';
import type { SignedInUser } from '../../auth/actor.ts';
import type { AppContext } from '../../context.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { findInvoiceParties } from './invoice-queries.ts';
import type { ShiftRow } from './queries.ts';
import { getTimesheet } from './timesheet-service.ts';

/**
 * GET /shifts/:id/invoice.pdf (issue #28 §4): the invoice of a 1099 shift whose timesheet is
 * approved, for whoever may read that timesheet (its person and the shift's managers; others
 * 404, before the shift's end 409 as the timesheet says). Dated by the approval, due the shift's
 * date plus its terms; its hours, rate and amount are the approved timesheet's.
 */
export async function shiftInvoice(ctx: AppContext, actor: SignedInUser, shift: ShiftRow) {
  const timesheet = await getTimesheet(ctx, actor, shift);
  if (shift.engagement !== '1099') throw new ConflictError(INVOICE_MESSAGES.onlyFor1099);
  if (timesheet.status !== 'approved' || timesheet.approvedAt === null) {
    throw new ConflictError(INVOICE_MESSAGES.timesheetNotApproved);
  }
  if (timesheet.agreedRateCents === null || timesheet.amountCents === null) {
    throw new ConflictError(INVOICE_MESSAGES.noRate);
  }
  const parties = await findInvoiceParties(ctx.db, shift, timesheet.userId);
  if (!parties) throw new NotFoundError();
  const { place, person } = parties;
  const number = invoiceNumber(shift.id, timesheet.userId);
  const approvedAt = new Date(timesheet.approvedAt);
  const pdf = await renderInvoicePdf({
    number,
    issuedOn: localDateOf(approvedAt, shift.timezone),
    dueOn: invoiceDueDate(shift.localDate, shift.paymentTerms),
    paymentTerms: shift.paymentTerms,
    professional: person,
    organization: {
      name: shift.organizationName,
      addressLine1: place.organizationAddressLine1,
      addressLine2: place.organizationAddressLine2,
      city: place.organizationCity,
      stateCode: place.organizationStateCode,
      zipCode: place.organizationZipCode,
    },
    location: {
      name: shift.locationName,
      addressLine1: place.locationAddressLine1,
      addressLine2: place.locationAddressLine2,
      city: place.locationCity,
      stateCode: place.locationStateCode,
      zipCode: place.locationZipCode,
    },
    position: shift.position,
    shiftDate: shift.localDate,
    timezone: shift.timezone,
    startTime: new Date(timesheet.startTime),
    endTime: new Date(timesheet.endTime),
    lunchMinutes: timesheet.lunchMinutes,
    workedMinutes: timesheet.workedMinutes,
    rateCents: timesheet.agreedRateCents,
    amountCents: timesheet.amountCents,
    approvedAt,
  });
  return { fileName: `${number}.pdf`, pdf };
}
