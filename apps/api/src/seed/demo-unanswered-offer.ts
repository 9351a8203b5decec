import {
  DEFAULT_OFFER_RESPONSE_HOURS,
  localDateOf,
  NOTIFICATION_TYPES,
  offerDeadline,
  shiftEnd,
  type NotificationType,
} from '@chairside/domain';
import type { Transaction } from '../db/client.ts';
import { shiftRequests, shifts, type notifications, type shiftEvents } from '../db/schema.ts';
import { shiftNotice } from '../modules/notifications/index.ts';
import {
  findConfirmedClash,
  offerReminderLead,
  shiftTimes,
  shiftWhen,
} from '../modules/shifts/index.ts';
import { DEMO_UNANSWERED_OFFER, demoShiftPay } from './demo-data.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Weekdays only: the days she works (her work profile's default). */
const WEEKEND = new Set([0, 6]);
/** How many days on from `daysAhead` a day she works nothing else is looked for. */
const DAYS_TO_SEARCH = 14;

interface Where {
  organizationId: number;
  organizationName: string;
  location: { id: number; name: string; timezone: string };
}

/** What the demo's notifications and history gain, inserted with the rest of the seed. */
interface Sinks {
  notices: (typeof notifications.$inferInsert)[];
  history: (typeof shiftEvents.$inferInsert)[];
}

/** The first weekday from `daysAhead` days on whose shift would not meet one she is confirmed for. */
async function freeDay(tx: Transaction, employeeId: number, timezone: string, today: Date) {
  const { pattern, daysAhead } = DEMO_UNANSWERED_OFFER;
  for (let ahead = daysAhead; ahead < daysAhead + DAYS_TO_SEARCH; ahead += 1) {
    const day = localDateOf(new Date(today.getTime() + ahead * DAY_MS), timezone);
    if (WEEKEND.has(new Date(`${day}T12:00:00Z`).getUTCDay())) continue;
    const { startsAt } = shiftTimes(`${day}T${pattern.start}`, timezone);
    const endsAt = shiftEnd(startsAt, pattern.totalMinutes, timezone);
    // Not posted yet: no shift's id is 0.
    if (!(await findConfirmedClash(tx, employeeId, { id: 0, startsAt, endsAt }))) return day;
  }
  throw new Error('The demo hygienist has no free weekday for her unanswered offer');
}

/**
 * Issue #26 §3: DEMO_UNANSWERED_OFFER's shift, posted by her manager three days before `today`,
 * her request of two days before, offered a day before `today` with the response time of every
 * demo organization, so that its deadline is `today`, and what she was told before it (the offer,
 * the deadline worker's reminder at half time). The seed then runs the worker's round, which
 * expires it as it expires every offer: its history entry, her notice, her manager's.
 */
export async function seedDemoUnansweredOffer(
  tx: Transaction,
  where: Where,
  person: { id: number; name: string },
  managerId: number | null,
  today: Date,
  sinks: Sinks,
): Promise<void> {
  const { location } = where;
  const { pattern } = DEMO_UNANSWERED_OFFER;
  const day = await freeDay(tx, person.id, location.timezone, today);
  const pay = demoShiftPay(pattern.position, 1);
  const [shift] = await tx
    .insert(shifts)
    .values({
      locationId: location.id,
      ...shiftTimes(`${day}T${pattern.start}`, location.timezone),
      totalMinutes: pattern.totalMinutes,
      lunchMinutes: pattern.lunchMinutes,
      position: pattern.position,
      specialty: pattern.specialty,
      notes: null,
      internalNotes: null,
      ...pay,
      createdBy: managerId,
    })
    .returning({ id: shifts.id, startsAt: shifts.startsAt });

  const postedAt = new Date(today.getTime() - 3 * DAY_MS);
  const requestedAt = new Date(today.getTime() - 2 * DAY_MS);
  const offeredAt = new Date(today.getTime() - DEFAULT_OFFER_RESPONSE_HOURS * HOUR_MS);
  const deadline = offerDeadline(offeredAt, DEFAULT_OFFER_RESPONSE_HOURS, shift.startsAt);
  const [request] = await tx
    .insert(shiftRequests)
    .values({
      shiftId: shift.id,
      employeeId: person.id,
      status: 'Offered',
      offeredRateCents: pay.hourlyRateCents,
      offerExpiresAt: deadline.expiresAt,
      // Its reminder was sent.
      offerReminderAt: null,
      createdAt: requestedAt,
      updatedAt: offeredAt,
    })
    .returning({ id: shiftRequests.id });

  const entry = {
    shiftId: shift.id,
    organizationId: where.organizationId,
    locationId: location.id,
  };
  const asked = { subjectId: person.id, requestId: request.id };
  sinks.history.push(
    { ...entry, kind: 'posted', actorId: managerId, createdAt: postedAt },
    { ...entry, ...asked, kind: 'requested', actorId: person.id, createdAt: requestedAt },
    { ...entry, ...asked, kind: 'offered', actorId: managerId, createdAt: offeredAt },
  );

  const summary = {
    position: pattern.position,
    organizationName: where.organizationName,
    locationName: location.name,
    when: shiftWhen({ startsAt: shift.startsAt, timezone: location.timezone }),
    link: '',
  };
  const tell = (type: NotificationType, lead: string, createdAt: Date) =>
    sinks.notices.push({
      ...shiftNotice(person.id, type, shift.id, summary, lead),
      title: NOTIFICATION_TYPES[type].title,
      createdAt,
    });
  tell('offer_received', 'A shift is offered to you; accept or decline it', offeredAt);
  const reminder = offerReminderLead(deadline.expiresAt, location.timezone);
  tell('offer_expiring', reminder, deadline.reminderAt);
}
