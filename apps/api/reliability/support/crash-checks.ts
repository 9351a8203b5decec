import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { queryRows } from '../../test/support/sql.ts';
import type { CrashRunReport } from './crash-run.ts';
import type { AcknowledgedState, CrashWorld, Ledger } from './write-load.ts';

/**
 * After the crashes: every acknowledged write is in the database, and nothing is half-done,
 * acknowledged or not (a write cut off by a SIGKILL either committed whole or not at all).
 * Answers one line per problem found, and what was found.
 */
export interface CrashFindings {
  problems: string[];
  found: { shifts: number; requests: number; invites: number; users: number };
}

const RANK: Record<AcknowledgedState, number> = { Requested: 0, Offered: 1, Confirmed: 2 };

interface RequestRow {
  id: number;
  shiftId: number;
  employeeId: number;
  employeeEmail: string;
  employeeName: string;
  status: AcknowledgedState;
  declined: boolean;
}

interface InviteRow {
  id: number;
  email: string;
  userId: number | null;
  locations: string;
  codes: number;
  emails: number;
}

interface UserRow {
  id: number;
  email: string;
  phoneNumber: string | null;
  locations: string;
  phoneCodes: number;
  texts: number;
  invitesNamingIt: number;
}

const sortedList = (ids: number[]) => [...ids].sort((a, b) => a - b).join(',');

export async function findCrashProblems(
  db: Database,
  world: CrashWorld,
  ledger: Ledger,
): Promise<CrashFindings> {
  const problems: string[] = [];
  const organization = world.organizationId;

  const shiftIds = new Set(
    (
      await queryRows<{ id: number }>(
        db,
        sql`select s.id from shifts s join locations l on l.id = s.location_id
            where l.organization_id = ${organization}`,
      )
    ).map((row) => row.id),
  );
  for (const id of ledger.shifts) {
    if (!shiftIds.has(id)) problems.push(`acknowledged shift ${id} is missing`);
  }

  const requests = await queryRows<RequestRow>(
    db,
    sql`select r.id, r.shift_id as "shiftId", r.employee_id as "employeeId",
               u.email as "employeeEmail", u.name as "employeeName", r.status, r.declined
        from shift_requests r
        join users u on u.id = r.employee_id
        join shifts s on s.id = r.shift_id
        join locations l on l.id = s.location_id
        where l.organization_id = ${organization}`,
  );
  const requestById = new Map(requests.map((row) => [row.id, row]));
  for (const [id, acknowledged] of ledger.requests) {
    const row = requestById.get(id);
    if (!row) {
      problems.push(`acknowledged request ${id} (${acknowledged}) is missing`);
    } else if (acknowledged === 'Confirmed' && (row.status !== 'Confirmed' || row.declined)) {
      problems.push(`request ${id} was acknowledged Confirmed but is ${row.status}`);
    } else if (acknowledged === 'Offered' && RANK[row.status] < RANK.Offered) {
      problems.push(`request ${id} was acknowledged Offered but is ${row.status}`);
    }
  }

  // One confirmed request per shift, and beside it no live request at all (declineOthers ran
  // in the same transaction as the confirmation).
  const byShift = new Map<number, RequestRow[]>();
  for (const row of requests.filter((request) => !request.declined)) {
    byShift.set(row.shiftId, [...(byShift.get(row.shiftId) ?? []), row]);
  }
  for (const [shiftId, live] of byShift) {
    const confirmed = live.filter((row) => row.status === 'Confirmed');
    if (confirmed.length > 1) problems.push(`shift ${shiftId} has ${confirmed.length} confirmed`);
    if (confirmed.length === 1 && live.length > 1) {
      problems.push(`shift ${shiftId} is confirmed but ${live.length - 1} request(s) stay live`);
    }
  }
  const overlaps = await overlappingConfirmations(db);
  if (overlaps > 0) problems.push(`${overlaps} overlapping confirmations`);

  // The outbox row of every committed offer and confirmation, whoever saw the answer.
  const messages = await queryRows<{ recipient: string; subject: string; body: string }>(
    db,
    sql`select recipient, subject, body from outbox`,
  );
  const mentions = (shiftId: number) => (body: string) =>
    body.includes(`/dashboard/shifts/${shiftId}\n`);
  for (const row of requests.filter((request) => !request.declined)) {
    const about = messages.filter((message) => mentions(row.shiftId)(message.body));
    if (
      row.status === 'Offered' &&
      !about.some(
        (message) =>
          message.recipient === row.employeeEmail &&
          message.subject === 'You have a shift offer on Chairside',
      )
    ) {
      problems.push(`offered request ${row.id} has no offer email`);
    }
    if (
      row.status === 'Confirmed' &&
      !about.some(
        (message) =>
          message.subject === `${row.employeeName} accepted a shift` ||
          (message.recipient === row.employeeEmail &&
            message.subject === 'Your Chairside shift is confirmed'),
      )
    ) {
      problems.push(`confirmed request ${row.id} has no confirmation email`);
    }
  }

  // Invites: their locations, their link code and their email, always together.
  const invites = await queryRows<InviteRow>(
    db,
    sql`select i.id, i.email, i.user_id as "userId",
               coalesce((select string_agg(il.location_id::text, ',' order by il.location_id)
                         from invite_locations il where il.invite_id = i.id), '') as locations,
               (select count(*)::int from one_time_codes c
                where c.invite_id = i.id and c.purpose = 'invite') as codes,
               (select count(*)::int from outbox o where o.recipient = i.email) as emails
        from invites i where i.organization_id = ${organization}`,
  );
  const inviteById = new Map(invites.map((row) => [row.id, row]));
  const expectedLocations = sortedList(world.locationIds);
  for (const id of ledger.invites) {
    if (!inviteById.has(id)) problems.push(`acknowledged invite ${id} is missing`);
  }
  for (const invite of invites) {
    if (invite.locations !== expectedLocations)
      problems.push(`invite ${invite.id} has locations [${invite.locations}]`);
    if (invite.codes !== 1) problems.push(`invite ${invite.id} has ${invite.codes} link codes`);
    if (invite.emails < 1) problems.push(`invite ${invite.id} has no email`);
  }

  // Users created by accepting an invite: their locations, the spent invite and the texted code.
  const users = await queryRows<UserRow>(
    db,
    sql`select u.id, u.email, u.phone_number as "phoneNumber",
               coalesce((select string_agg(ul.location_id::text, ',' order by ul.location_id)
                         from user_locations ul where ul.user_id = u.id), '') as locations,
               (select count(*)::int from one_time_codes c
                where c.user_id = u.id and c.purpose = 'phone_verification') as "phoneCodes",
               (select count(*)::int from outbox o where o.recipient = u.phone_number) as texts,
               (select count(*)::int from invites i where i.user_id = u.id) as "invitesNamingIt"
        from users u
        where u.organization_id = ${organization} and u.email like 'invitee%'`,
  );
  const userById = new Map(users.map((row) => [row.id, row]));
  for (const { userId, inviteId } of ledger.users) {
    if (!userById.has(userId)) problems.push(`acknowledged user ${userId} is missing`);
    if (inviteById.get(inviteId)?.userId !== userId)
      problems.push(`invite ${inviteId} does not name its acknowledged user ${userId}`);
  }
  for (const user of users) {
    if (user.locations !== expectedLocations)
      problems.push(`user ${user.id} has locations [${user.locations}]`);
    if (user.phoneCodes !== 1) problems.push(`user ${user.id} has ${user.phoneCodes} phone codes`);
    if (user.texts < 1) problems.push(`user ${user.id} was never texted a code`);
    if (user.invitesNamingIt !== 1) problems.push(`user ${user.id} is named by no invite`);
  }

  return {
    problems,
    found: {
      shifts: [...ledger.shifts].filter((id) => shiftIds.has(id)).length,
      requests: [...ledger.requests.keys()].filter((id) => requestById.has(id)).length,
      invites: [...ledger.invites].filter((id) => inviteById.has(id)).length,
      users: ledger.users.filter(({ userId }) => userById.has(userId)).length,
    },
  };
}

/** Pairs of live confirmations of one person whose shifts overlap (DESIGN §8: there are none). */
export async function overlappingConfirmations(db: Database): Promise<number> {
  const [overlaps] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count
        from shift_requests a
        join shifts sa on sa.id = a.shift_id
        join shift_requests b on b.employee_id = a.employee_id and b.id < a.id
        join shifts sb on sb.id = b.shift_id
        where a.status = 'Confirmed' and not a.declined
          and b.status = 'Confirmed' and not b.declined
          and sa.starts_at < sb.ends_at
          and sb.starts_at < sa.ends_at`,
  );
  return overlaps.count;
}

/**
 * Prints a crash run's figures (docs/RELIABILITY.md) and asserts that it lost and broke
 * nothing: no unexpected answer, no half-done change, every acknowledged write found, every
 * kill made, and a load that really was cut off mid-flight and wrote through the restarts.
 */
export function expectNothingLost(
  label: string,
  report: CrashRunReport,
  findings: CrashFindings,
  kills: number,
): void {
  const { ledger } = report;
  console.info(label, {
    kills: report.kills,
    restartMs: report.restartMs,
    sent: ledger.sent,
    acknowledged: ledger.acknowledged,
    unanswered: ledger.unanswered,
    cutOff: ledger.cutOff,
    acknowledgedShifts: ledger.shifts.size,
    acknowledgedRequests: ledger.requests.size,
    acknowledgedInvites: ledger.invites.size,
    acknowledgedUsers: ledger.users.length,
    found: findings.found,
  });
  expect(ledger.unexpected).toEqual([]);
  expect(findings.problems).toEqual([]);
  expect(report.kills).toBe(kills + 1);
  expect(findings.found).toEqual({
    shifts: ledger.shifts.size,
    requests: ledger.requests.size,
    invites: ledger.invites.size,
    users: ledger.users.length,
  });
  expect(ledger.cutOff).toBeGreaterThan(0);
  expect(ledger.shifts.size).toBeGreaterThan(kills * 5);
}
