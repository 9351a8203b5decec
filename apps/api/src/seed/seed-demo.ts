import {
  addWallClockMinutes,
  credentialToday,
  DEFAULT_OFFER_RESPONSE_HOURS,
  JOB_TITLE_SHIFT_FIT,
  NOTIFICATION_TYPES,
  offerDeadline,
  type JobTitle,
  type NotificationType,
  type ShiftEventKind,
} from '@chairside/domain';
import zipcodes from 'zipcodes';
import type { AppConfig } from '../config.ts';
import type { Database, Transaction } from '../db/client.ts';
import {
  locations,
  notifications,
  organizations,
  shiftEvents,
  shiftRequests,
  shifts,
  shiftTemplates,
  userLocations,
  users,
} from '../db/schema.ts';
import { hashPassword } from '../lib/crypto.ts';
import { shiftNotice } from '../modules/notifications/index.ts';
import {
  findConfirmedClash,
  runOfferDeadlines,
  shiftTimes,
  shiftWhen,
} from '../modules/shifts/index.ts';
import { seedDemoCredentials, type DemoCredentialHolder } from './demo-credentials.ts';
import { seedDemoSeries } from './demo-series.ts';
import { seedDemoUnansweredOffer } from './demo-unanswered-offer.ts';
import {
  DEFAULT_DEMO_WORK_PROFILE,
  DEMO_ORGANIZATIONS,
  DEMO_PASSWORD,
  DEMO_SHIFT_TEMPLATES,
  DEMO_UNANSWERED_OFFER,
  demoShiftPay,
  type DemoUser,
  INDEPENDENT_PROFESSIONALS,
  PLATFORM_ADMIN,
  SHIFT_PATTERNS,
} from './demo-data.ts';

const SHIFTS_PER_LOCATION = 14;
const DEMO_DAYS = 61;
/** The open hours at each end of a demo part-shift confirmation. */
const PART_SHIFT_OPEN_MINUTES = 120;

interface SeededUser {
  id: number;
  name: string;
  jobTitle: JobTitle;
  isActive: boolean;
  organizationId: number | null;
  isEmployee: boolean;
}

/** The work profile columns of a demo employee (none for managers and admins). */
function workProfileOf(user: DemoUser, nearZip: string | null) {
  const homeZip = user.workProfile?.homeZip ?? nearZip;
  if (user.position !== 'employee' || !homeZip) return {};
  const profile = { ...DEFAULT_DEMO_WORK_PROFILE, ...user.workProfile };
  const home = coordinatesOf(homeZip);
  return {
    homeZip,
    homeLatitude: home.latitude,
    homeLongitude: home.longitude,
    travelRadiusMiles: profile.travelRadiusMiles,
    availableWeekdays: profile.weekdays,
    openToOtherOrganizations: profile.openToOtherOrganizations,
  };
}

async function insertUser(
  tx: Transaction,
  user: DemoUser,
  passwordHash: string,
  organization: { id: number; zipCode: string } | null,
) {
  const organizationId = organization?.id ?? null;
  const [row] = await tx
    .insert(users)
    .values({
      email: user.email,
      passwordHash,
      name: user.name,
      phoneNumber: user.phoneNumber ?? null,
      jobTitle: user.jobTitle,
      position: user.position,
      organizationId,
      isActive: user.isActive ?? true,
      emailVerifiedAt: new Date(),
      phoneVerifiedAt: user.phoneNumber ? new Date() : null,
      ...workProfileOf(user, organization?.zipCode ?? null),
      notificationPreferences: user.notificationPreferences ?? null,
    })
    .returning({ id: users.id });
  return {
    id: row.id,
    name: user.name,
    jobTitle: user.jobTitle,
    isActive: user.isActive ?? true,
    organizationId,
    isEmployee: user.position === 'employee',
  };
}

function coordinatesOf(zipCode: string) {
  const place = zipcodes.lookup(zipCode);
  if (!place) throw new Error(`Demo data uses an unknown ZIP code ${zipCode}`);
  return { latitude: place.latitude, longitude: place.longitude };
}

function isoDay(base: Date, offsetDays: number): string {
  const day = new Date(
    Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate() + offsetDays),
  );
  return day.toISOString().slice(0, 10);
}

/** People who may take a shift: active employees (not managers) whose job title fits it. */
function candidatesFor(people: SeededUser[], position: string, specialty: string | null) {
  return people.filter((person) => {
    const fit = JOB_TITLE_SHIFT_FIT[person.jobTitle];
    return (
      person.isActive &&
      person.isEmployee &&
      fit.position === position &&
      (fit.specialty ?? null) === specialty
    );
  });
}

/**
 * Every other confirmation is for part of the shift, its first and last two hours left open,
 * so the demo shows a partly covered shift and its uncovered hours to post.
 */
function partShiftHours(shift: { startsAt: Date }, totalMinutes: number, timezone: string) {
  return {
    startTime: addWallClockMinutes(shift.startsAt, PART_SHIFT_OPEN_MINUTES, timezone),
    endTime: addWallClockMinutes(shift.startsAt, totalMinutes - PART_SHIFT_OPEN_MINUTES, timezone),
  };
}

/**
 * Fills an empty database with a believable dental network: three organizations in four
 * timezones, every role and job title, and two months of shifts in every state.
 */
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A confirmed request cancelled by its person a day before the start: a late cancellation. */
/** When each step of a seeded shift's history happened, in hours after it was posted. */
const SEED_EVENT_HOURS: Record<ShiftEventKind, number> = {
  posted: 0,
  edited: 1,
  requested: 3,
  withdrawn: 30,
  offered: 9,
  declined: 20,
  expired: 20,
  confirmed: 20,
  assigned: 20,
  cancelled: 40,
  deleted: 50,
  uncoveredPosted: 24,
};

const requestKeys = { id: shiftRequests.id, employeeId: shiftRequests.employeeId };

function lateCancellation(personId: number, startsAt: Date) {
  return {
    status: 'Confirmed' as const,
    declineReason: 'cancelled' as const,
    cancelReason: 'Family emergency',
    cancelledAt: new Date(startsAt.getTime() - DAY_MS),
    cancelledBy: personId,
    cancelledLate: true,
  };
}

export async function seedDemo(db: Database, config: AppConfig, today = new Date()): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const monthStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));

  await db.transaction(async (tx) => {
    // The bell's demo (#14): what the requests of the coming weeks would have told people.
    const notices: (typeof notifications.$inferInsert)[] = [];
    const history: (typeof shiftEvents.$inferInsert)[] = [];
    const platformAdmin = await insertUser(tx, PLATFORM_ADMIN, passwordHash, null);
    const independents: SeededUser[] = [];
    // Issue #27: whose credentials the demo holds, and who verified them.
    const holders: DemoCredentialHolder[] = [];
    for (const person of INDEPENDENT_PROFESSIONALS) {
      const seeded = await insertUser(tx, person, passwordHash, null);
      independents.push(seeded);
      holders.push({ ...seeded, email: person.email, verifierId: platformAdmin.id });
    }

    for (const [orgIndex, organization] of DEMO_ORGANIZATIONS.entries()) {
      const [org] = await tx
        .insert(organizations)
        .values({
          name: organization.name,
          addressLine1: organization.addressLine1,
          city: organization.city,
          stateCode: organization.stateCode,
          zipCode: organization.zipCode,
        })
        .returning({ id: organizations.id });
      const locationRows = [];
      for (const location of organization.locations) {
        const [row] = await tx
          .insert(locations)
          .values({
            organizationId: org.id,
            locationNumber: location.number,
            name: location.name,
            addressLine1: location.addressLine1,
            city: location.city,
            stateCode: location.stateCode,
            zipCode: location.zipCode,
            timezone: location.timezone,
            ...coordinatesOf(location.zipCode),
          })
          .returning({ id: locations.id, timezone: locations.timezone });
        locationRows.push(row);
        await tx
          .insert(shiftTemplates)
          .values(DEMO_SHIFT_TEMPLATES.map((template) => ({ locationId: row.id, ...template })));
      }
      const staff: SeededUser[] = [];
      let creatorId: number | null = null;
      for (const person of organization.users) {
        const seeded = await insertUser(tx, person, passwordHash, {
          id: org.id,
          zipCode: organization.zipCode,
        });
        staff.push(seeded);
        if (person.position === 'manager') creatorId = seeded.id;
        if (seeded.isEmployee) holders.push({ ...seeded, email: person.email, verifierId: null });
        for (const index of person.manages ?? []) {
          await tx
            .insert(userLocations)
            .values({ userId: seeded.id, locationId: locationRows[index].id });
        }
      }
      for (const holder of holders) holder.verifierId ??= creatorId;
      const people = [...staff, ...independents];

      const seriesLocation = locationRows[0];
      for (const shiftId of await seedDemoSeries(tx, seriesLocation, creatorId, today)) {
        // Posted as one series today (#16 §1, §4).
        history.push({
          shiftId,
          organizationId: org.id,
          locationId: seriesLocation.id,
          kind: 'posted',
          actorId: creatorId,
          createdAt: new Date(today.getTime() - HOUR_MS),
        });
      }
      for (const [locationIndex, location] of locationRows.entries()) {
        for (let k = 0; k < SHIFTS_PER_LOCATION; k += 1) {
          const pattern =
            SHIFT_PATTERNS[(k + locationIndex * 3 + orgIndex) % SHIFT_PATTERNS.length];
          const day = isoDay(
            monthStart,
            Math.floor((k * DEMO_DAYS) / SHIFTS_PER_LOCATION) + locationIndex,
          );
          const times = shiftTimes(`${day}T${pattern.start}`, location.timezone);
          const pay = demoShiftPay(pattern.position, k);
          const [shift] = await tx
            .insert(shifts)
            .values({
              locationId: location.id,
              ...times,
              totalMinutes: pattern.totalMinutes,
              lunchMinutes: pattern.lunchMinutes,
              position: pattern.position,
              specialty: pattern.specialty,
              notes: k % 3 === 0 ? 'Please arrive 15 minutes early to review the schedule.' : null,
              internalNotes: k % 4 === 0 ? 'Covering for a team member on leave.' : null,
              ...pay,
              createdBy: creatorId,
            })
            .returning({ id: shifts.id, startsAt: shifts.startsAt, endsAt: shifts.endsAt });
          // The shift's history (#16 §4): posted a few days before today or its start, then
          // each step of its request a few hours apart.
          const postedAt = Math.min(today.getTime(), shift.startsAt.getTime()) - 4 * DAY_MS;
          const record = (
            kind: ShiftEventKind,
            actorId: number | null,
            request: { id: number; employeeId: number } | null = null,
            reason: string | null = null,
            at = new Date(postedAt + SEED_EVENT_HOURS[kind] * HOUR_MS),
          ) =>
            history.push({
              shiftId: shift.id,
              organizationId: org.id,
              locationId: location.id,
              kind,
              actorId,
              subjectId: request?.employeeId ?? null,
              requestId: request?.id ?? null,
              reason,
              createdAt: at,
            });
          record('posted', creatorId);
          // A request reads 'Applied on' its day, as its history entry tells it.
          const requestedAt = new Date(postedAt + SEED_EVENT_HOURS.requested * HOUR_MS);
          /**
           * A request of `employeeId` for this shift, and its 'requested' history entry. It was
           * last changed (`updatedAt`, its card's 'Applied on', SPEC §2) by its `last` event.
           */
          const requestOf = async (
            employeeId: number,
            fields: Partial<typeof shiftRequests.$inferInsert> = {},
            last: ShiftEventKind = 'requested',
          ) => {
            const updatedAt = new Date(postedAt + SEED_EVENT_HOURS[last] * HOUR_MS);
            const [request] = await tx
              .insert(shiftRequests)
              .values({
                shiftId: shift.id,
                employeeId,
                createdAt: requestedAt,
                updatedAt,
                ...fields,
              })
              .returning(requestKeys);
            record('requested', employeeId, request);
            return request;
          };

          const candidates = candidatesFor(people, pattern.position, pattern.specialty);
          if (candidates.length === 0) continue;
          const person = candidates[k % candidates.length];
          const other = candidates.find((candidate) => candidate.id !== person.id);
          const state = (k + locationIndex) % 5;
          const tell = (userId: number | null, type: NotificationType, lead: string) => {
            if (userId === null || shift.startsAt.getTime() <= today.getTime()) return;
            const summary = {
              position: pattern.position,
              organizationName: organization.name,
              locationName: organization.locations[locationIndex].name,
              when: shiftWhen({ startsAt: shift.startsAt, timezone: location.timezone }),
              link: '',
            };
            // Spread over the last day; every third one already read.
            const createdAt = new Date(today.getTime() - ((k * 7 + locationIndex) % 24) * HOUR_MS);
            notices.push({
              ...shiftNotice(userId, type, shift.id, summary, lead),
              title: NOTIFICATION_TYPES[type].title,
              createdAt,
              readAt: k % 3 === 0 ? createdAt : null,
            });
          };

          // Issue #28 §2: every third request proposes $2.50 an hour more than the posted rate,
          // and is offered and agreed at it.
          const proposed =
            pay.hourlyRateCents !== null && k % 3 === 0 ? pay.hourlyRateCents + 250 : null;
          const rate = proposed ?? pay.hourlyRateCents;
          if (state === 1) {
            await requestOf(person.id, {
              notes: 'Happy to help out.',
              proposedRateCents: proposed,
            });
            tell(creatorId, 'request_received', `${person.name} asked for a shift`);
          } else if (state === 2) {
            // An offer of a shift still to come waits for an answer as a new one would (#14).
            const deadline =
              shift.startsAt.getTime() > today.getTime()
                ? offerDeadline(today, DEFAULT_OFFER_RESPONSE_HOURS, shift.startsAt)
                : null;
            const request = await requestOf(
              person.id,
              {
                status: 'Offered',
                offerExpiresAt: deadline?.expiresAt ?? null,
                offerReminderAt: deadline?.reminderAt ?? null,
                proposedRateCents: proposed,
                offeredRateCents: rate,
              },
              'offered',
            );
            record('offered', creatorId, request);
            tell(person.id, 'offer_received', 'A shift is offered to you; accept or decline it');
          } else if (state === 3 && !(await findConfirmedClash(tx, person.id, shift))) {
            const request = await requestOf(
              person.id,
              {
                status: 'Confirmed',
                ...(k % 2 === 0
                  ? partShiftHours(shift, pattern.totalMinutes, location.timezone)
                  : {}),
                proposedRateCents: proposed,
                offeredRateCents: rate,
                agreedRateCents: rate,
              },
              'confirmed',
            );
            record('offered', creatorId, request);
            record('confirmed', person.id, request);
            tell(person.id, 'confirmed', 'You are confirmed for a shift');
            if (other) {
              const declined = await requestOf(
                other.id,
                { declined: true, declineReason: 'filled' },
                'declined',
              );
              record('declined', null, declined, 'filled');
            }
          } else if (state === 4) {
            // Every other declined request of the past is a confirmed shift its person cancelled
            // the day before (#14): managers see late cancellations beside their requests. Some
            // others were withdrawn by the person before an offer (#14).
            const cancelled = k % 2 === 0 && shift.startsAt.getTime() - DAY_MS <= today.getTime();
            const withdrawn = !cancelled && k % 3 === 1;
            const late = cancelled ? lateCancellation(person.id, shift.startsAt) : null;
            const request = await requestOf(
              person.id,
              {
                declined: true,
                ...late,
                ...(withdrawn ? { declineReason: 'withdrawn' as const } : {}),
                ...(late ? { updatedAt: late.cancelledAt } : {}),
              },
              withdrawn ? 'withdrawn' : 'declined',
            );
            if (late) {
              record('offered', creatorId, request);
              record('confirmed', person.id, request);
              record('cancelled', person.id, request, late.cancelReason, late.cancelledAt);
            } else if (withdrawn) record('withdrawn', person.id, request);
            else record('declined', creatorId, request);
          }
        }
      }
      const unanswered = organization.users.findIndex(
        (person) => person.email === DEMO_UNANSWERED_OFFER.email,
      );
      if (unanswered >= 0) {
        const index = DEMO_UNANSWERED_OFFER.locationIndex;
        const where = {
          organizationId: org.id,
          organizationName: organization.name,
          location: { ...locationRows[index], name: organization.locations[index].name },
        };
        await seedDemoUnansweredOffer(tx, where, staff[unanswered], creatorId, today, {
          notices,
          history,
        });
      }
    }
    await seedDemoCredentials(tx, holders, credentialToday(today));
    if (notices.length > 0) await tx.insert(notifications).values(notices);
    // In time order, so that entry ids (the order a history reads) follow the clock.
    history.sort((a, b) => Number(a.createdAt) - Number(b.createdAt));
    if (history.length > 0) await tx.insert(shiftEvents).values(history);
  });
  // The deadline worker's round, as it runs every 15 s: the unanswered offer due at `today`
  // expires as every offer does (issue #26 §3).
  await runOfferDeadlines({ db, config }, today);
}
