import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { verify } from '@node-rs/argon2';
import {
  boundingBox,
  calendarGridRange,
  canManageShift,
  canPostUncoveredHours,
  canReachOrganization,
  canViewReports,
  confirmedPart,
  credentialChipFor,
  eligibility,
  haversineMiles,
  isEarlierRequest,
  isManagerial,
  isRestrictedShiftView,
  JOB_TITLE_SHIFT_FIT,
  reportTimes,
  scheduledTimes,
  shiftCoverage,
  shiftPayLine,
  type AccountPosition,
  type Engagement,
  type CredentialType,
  type EligibilityShift,
  type Actor,
  type JobTitle,
} from '@chairside/domain';
import { jwtVerify, SignJWT } from 'jose';
import pg from 'pg';
import { DEFAULT_POOL_SIZE } from '../../apps/api/src/db/client.ts';
import {
  BROTLI_OPTIONS,
  COMPRESSION_THRESHOLD_BYTES,
  GZIP_OPTIONS,
} from '../../apps/api/src/plugins/compression.ts';
import {
  presentRequest,
  presentShift,
  statusOf,
  type RequestColumnsTuple,
  type RequestTuple,
  type ShiftTuple,
} from './present.ts';
import * as SQL from './sql.ts';

/**
 * The baseline: a bare node:http server that answers the benchmarked requests with the API's
 * own statements and the same JSON, and nothing else (no framework, validation, hooks, security
 * headers or rate limiting). What the API spends beyond it is the price of its framework.
 */
const { DATABASE_URL, JWT_SECRET, PORT } = process.env;
if (!DATABASE_URL || !JWT_SECRET) throw new Error('DATABASE_URL and JWT_SECRET are required');
// Dates stay 'YYYY-MM-DD' strings, as drizzle reads them in string mode.
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: DEFAULT_POOL_SIZE });
// The API's token service imports its HMAC key once, and so does the baseline.
const key = await crypto.subtle.importKey(
  'raw',
  new TextEncoder().encode(JWT_SECRET),
  { name: 'HMAC', hash: 'SHA-256' },
  false,
  ['sign', 'verify'],
);
const TOKEN_TTL_SECONDS = 12 * 60 * 60;
const LIST_LIMIT = 20;
const REQUESTED_LIMIT = 5;
const REPORT_LIMIT = 10_000;

class Failure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function rows<Row extends unknown[]>(statement: SQL.Statement, values: unknown[]) {
  const result = await pool.query<Row>({ ...statement, values, rowMode: 'array' });
  return result.rows;
}

interface SignedIn extends Actor {
  jobTitle: JobTitle;
}

async function signedIn(request: IncomingMessage): Promise<SignedIn> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  const claims = await jwtVerify(token, key, { algorithms: ['HS256'] }).then(
    ({ payload }) => ({ userId: Number(payload.sub), version: Number(payload.ver ?? 0) }),
    () => {
      throw new Failure(401, 'Please sign in to continue');
    },
  );
  const [row] = await rows<
    [number, string, string, JobTitle, AccountPosition, number | null, boolean, number, number[]]
  >(SQL.SIGNED_IN_USER, [claims.userId]);
  if (!row || !row[6] || row[7] !== claims.version) {
    throw new Failure(401, 'Please sign in to continue');
  }
  return {
    id: row[0],
    jobTitle: row[3],
    position: row[4],
    organizationId: row[5],
    locationIds: row[8],
  };
}

function monthRange(year: number, month: number) {
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = `${year}-${String(month).padStart(2, '0')}`;
  return { from: `${prefix}-01`, to: `${prefix}-${String(lastDay).padStart(2, '0')}` };
}

async function shiftList(actor: SignedIn, query: URLSearchParams) {
  const month = { year: Number(query.get('year')), month: Number(query.get('month')) };
  // span=grid (the web calendar): the 42 days of the month's grid, as the API reads it.
  const { from, to } =
    query.get('span') === 'grid' ? calendarGridRange(month) : monthRange(month.year, month.month);
  const organizationId = actor.organizationId;
  const center = query.has('lat')
    ? { lat: Number(query.get('lat')), lng: Number(query.get('lng')) }
    : null;
  const radius = query.has('radius') ? Number(query.get('radius')) : undefined;
  let found: ShiftTuple[];
  if (center && radius !== undefined) {
    const box = boundingBox(center, radius);
    if (box.minLng < -180 || box.maxLng > 180)
      throw new Failure(400, 'the baseline has no wrapped box');
    const corners = [box.minLat, box.maxLat, box.minLng, box.maxLng];
    found =
      organizationId === null
        ? await rows(SQL.SHIFTS_MONTH_IN_BOX, [from, to, ...corners])
        : await rows(SQL.SHIFTS_MONTH_OF_ORGANIZATION_IN_BOX, [
            organizationId,
            from,
            to,
            ...corners,
          ]);
  } else {
    found =
      organizationId === null
        ? await rows(SQL.SHIFTS_MONTH_OF_ALL, [from, to])
        : await rows(SQL.SHIFTS_MONTH_OF_ORGANIZATION, [organizationId, from, to]);
  }
  const answer = [];
  for (const row of found) {
    const distance = center ? haversineMiles(center, { lat: row[13], lng: row[14] }) : undefined;
    if (radius !== undefined && distance !== undefined && distance > radius) continue;
    answer.push(presentShift(actor, row, distance));
  }
  return answer;
}

async function visibleShift(actor: SignedIn, id: number) {
  const [row] = await rows<ShiftTuple>(SQL.SHIFT_BY_ID, [id]);
  if (!row || !canReachOrganization(actor, row[11])) throw new Failure(404, 'Not found');
  return row;
}

/** The open shifts posted at a partly covered shift's uncovered hours, for those who may post them. */
async function uncoveredShifts(actor: SignedIn, row: ShiftTuple) {
  if (!canPostUncoveredHours(actor, { locationId: row[8] })) return [];
  const coverage = shiftCoverage(
    { date: row[1], totalMinutes: row[3], timezone: row[7] },
    { startTime: row[20], endTime: row[21] },
  );
  const posted = [];
  for (const gap of coverage?.gaps ?? []) {
    const [found] = await rows<[number]>(SQL.SHIFT_AT_HOURS, [
      row[8],
      row[5],
      gap.start,
      gap.end,
      1,
    ]);
    if (found)
      posted.push({ id: found[0], start: gap.start.toISOString(), end: gap.end.toISOString() });
  }
  return posted;
}

async function shiftDetail(actor: SignedIn, id: number) {
  const row = await visibleShift(actor, id);
  const uncovered = await uncoveredShifts(actor, row);
  const [notes] = await rows<[string | null, string | null, string | null]>(SQL.SHIFT_NOTES, [id]);
  const restricted = isRestrictedShiftView(actor, { locationId: row[8] });
  return {
    ...presentShift(actor, row),
    notes: notes?.[0] ?? null,
    internalNotes: restricted ? null : (notes?.[1] ?? null),
    seriesId: notes?.[2] ?? null,
    uncoveredShifts: uncovered,
  };
}

type PersonTuple = [
  id: number,
  name: string,
  jobTitle: string,
  isActive: boolean,
  isVerified: boolean,
  organizationId: number | null,
  openToOtherOrganizations: boolean,
];

/**
 * Each person's reasons not to work the shift and their credential chip, as the API's one
 * loader reads them: the people, their confirmed hours meeting the shift, their credentials.
 */
async function eligibilityOfPeople(shift: EligibilityShift & { id: number }, ids: number[]) {
  if (ids.length === 0) return new Map<number, ReturnType<typeof judge>>();
  const people = await rows<PersonTuple>(SQL.ELIGIBILITY_PEOPLE(ids.length), ids);
  const spans = await rows<[number, Date, Date]>(SQL.CONFIRMED_SPANS_MEETING(ids.length), [
    ...ids,
    'Confirmed',
    false,
    shift.id,
    shift.endsAt,
    shift.startsAt,
  ]);
  const held = await rows<[number, CredentialType, string | null, string, boolean]>(
    SQL.HELD_CREDENTIALS(ids.length),
    ids,
  );
  const now = new Date();
  function judge(person: PersonTuple) {
    const [id, name, jobTitle, isActive, isVerified, organizationId, openToOtherOrganizations] =
      person;
    const asRead = {
      name,
      jobTitle,
      isActive,
      isVerified,
      organizationId,
      openToOtherOrganizations,
    };
    const credentials = held
      .filter((credential) => credential[0] === id)
      .map(([, type, stateCode, expiresOn, verified]) => ({
        type,
        stateCode,
        expiresOn,
        verified,
      }));
    const confirmedSpans = spans
      .filter((span) => span[0] === id)
      .map(([, start, end]) => ({ start, end }));
    return {
      reasons: eligibility(asRead, shift, { now, confirmedSpans, credentials }),
      credentialChip: credentialChipFor(asRead, shift, credentials, now),
    };
  }
  return new Map(people.map((person) => [person[0], judge(person)]));
}

async function shiftRequests(actor: SignedIn, id: number) {
  const visible = await visibleShift(actor, id);
  const [[endsAt]] = await rows<[Date]>(SQL.SHIFT_END, [id]);
  const [row] = await rows<ShiftTuple>(SQL.SHIFT_BY_ID, [id]);
  const shift = {
    id,
    organizationId: row[11],
    position: row[5],
    specialty: row[6],
    startsAt: row[1],
    endsAt,
    timezone: row[7],
    stateCode: row[15],
    credentialChecks: row[16],
    confirmed: row[19],
  };
  const found = isRestrictedShiftView(actor, { locationId: visible[8] })
    ? await rows<RequestTuple>(SQL.REQUESTS_OWN, [id, actor.id])
    : await rows<RequestTuple>(SQL.REQUESTS_ALL, [id]);
  const isLive = (request: RequestTuple) =>
    (!request[5] && request[4] !== 'Confirmed') ||
    isEarlierRequest({ declined: request[5], declineReason: request[12] }, shift.confirmed);
  const judged = await eligibilityOfPeople(shift, [...new Set(found.map((request) => request[2]))]);
  const manages = canManageShift(actor, { locationId: row[8], organizationId: row[11] });
  return found.map((request) => {
    const person = judged.get(request[2]);
    const live = isLive(request);
    const inPlay = live || (request[4] === 'Confirmed' && !request[5]);
    return {
      ...presentRequest(request),
      notEligible: live
        ? (person?.reasons ?? []).map((reason) => ({
            rule: reason.code,
            message: request[2] === actor.id ? reason.forPerson : reason.forManager,
          }))
        : [],
      ...(manages ? { credentialChip: inPlay ? (person?.credentialChip ?? null) : null } : {}),
    };
  });
}

async function recommended(actor: SignedIn) {
  const fit = JOB_TITLE_SHIFT_FIT[actor.jobTitle];
  if (!fit) return [];
  const found =
    actor.organizationId === null
      ? fit.specialty
        ? await rows<ShiftTuple>(SQL.RECOMMENDED_ANYWHERE_WITH_SPECIALTY, [
            fit.position,
            fit.specialty,
            actor.id,
            actor.id,
            LIST_LIMIT,
          ])
        : await rows<ShiftTuple>(SQL.RECOMMENDED_ANYWHERE, [
            fit.position,
            actor.id,
            actor.id,
            LIST_LIMIT,
          ])
      : fit.specialty
        ? await rows<ShiftTuple>(SQL.RECOMMENDED_IN_ORGANIZATION_WITH_SPECIALTY, [
            actor.organizationId,
            fit.position,
            fit.specialty,
            actor.id,
            actor.id,
            LIST_LIMIT,
          ])
        : await rows<ShiftTuple>(SQL.RECOMMENDED_IN_ORGANIZATION, [
            actor.organizationId,
            fit.position,
            actor.id,
            actor.id,
            LIST_LIMIT,
          ]);
  return found.map((row) => presentShift(actor, row));
}

async function managerStats(actor: SignedIn) {
  const byLocations = actor.position === 'location_manager';
  if (byLocations && actor.locationIds.length === 0) {
    return { totalShifts: 0, unassignedShifts: 0, upcomingShifts: 0, requestedShifts: [] };
  }
  if (!byLocations && actor.organizationId === null)
    throw new Failure(400, 'the baseline has no platform scope');
  const now = new Date();
  const { from, to } = monthRange(now.getUTCFullYear(), now.getUTCMonth() + 1);
  const scope = byLocations ? actor.id : actor.organizationId;
  const [[month], upcoming] = await Promise.all([
    rows<[number]>(byLocations ? SQL.MONTH_TOTAL_OF_LOCATIONS : SQL.MONTH_TOTAL_OF_ORGANIZATION, [
      scope,
      from,
      to,
    ]),
    rows<[...ShiftTuple, number, number]>(
      byLocations ? SQL.UPCOMING_OF_LOCATIONS : SQL.UPCOMING_OF_ORGANIZATION,
      [scope, REQUESTED_LIMIT],
    ),
  ]);
  return {
    totalShifts: month[0],
    unassignedShifts: upcoming[0]?.[27] ?? 0,
    upcomingShifts: upcoming[0]?.[28] ?? 0,
    requestedShifts: upcoming
      .filter((row) => statusOf(row as unknown as ShiftTuple) === 'Requested')
      .map((row) => presentShift(actor, row as unknown as ShiftTuple)),
  };
}

async function dashboard(actor: SignedIn) {
  const [upcoming, mine, recommendedShifts, stats] = await Promise.all([
    rows<ShiftTuple>(SQL.DASHBOARD_UPCOMING_CONFIRMED, [actor.id, LIST_LIMIT]),
    rows<[...RequestColumnsTuple, Date, Date, string, string, string]>(SQL.DASHBOARD_MY_REQUESTS, [
      actor.id,
      LIST_LIMIT,
    ]),
    actor.position === 'employee' ? recommended(actor) : Promise.resolve([]),
    isManagerial(actor.position) ? managerStats(actor) : Promise.resolve(null),
  ]);
  return {
    yourUpcomingShifts: upcoming.map((row) => presentShift(actor, row)),
    yourShiftRequests: mine.map((row) => ({
      ...presentRequest(row.slice(0, 19) as RequestTuple),
      shiftDate: row[19].toISOString(),
      shiftEndsAt: row[20].toISOString(),
      timezone: row[21],
      position: row[22],
      locationName: row[23],
    })),
    recommendedShifts,
    stats,
  };
}

async function report(actor: SignedIn, query: URLSearchParams) {
  if (!canViewReports(actor)) throw new Failure(403, 'You do not have permission to do that');
  const from = query.get('startDate') ?? '';
  const to = query.get('endDate') ?? '';
  if (actor.organizationId === null || query.size > 2)
    throw new Failure(400, 'the baseline has no such report');
  const found =
    actor.position === 'location_manager'
      ? await rows<unknown[]>(SQL.REPORT_OF_LOCATIONS, [
          from,
          to,
          actor.organizationId,
          actor.locationIds,
          REPORT_LIMIT,
        ])
      : await rows<unknown[]>(SQL.REPORT_OF_ORGANIZATION, [
          from,
          to,
          actor.organizationId,
          REPORT_LIMIT,
        ]);
  return found.map((record) => {
    const [id, startsAt, localDate, totalMinutes, lunchMinutes, position, timezone] = record as [
      number,
      Date,
      string,
      number,
      number,
      string,
      string,
    ];
    const assignedUser = record[9] as string | null;
    const confirmedStart = record[10] as Date | null;
    const confirmedEnd = record[11] as Date | null;
    const part = confirmedPart(confirmedStart, confirmedEnd);
    const [employeeId, hourlyRateCents, engagement, agreedRateCents] = record.slice(12, 16) as [
      number | null,
      number | null,
      Engagement,
      number | null,
    ];
    const [sheetStatus, sheetStart, sheetEnd, sheetLunch] = record.slice(16, 20) as [
      'submitted' | 'approved' | null,
      Date | null,
      Date | null,
      number | null,
    ];
    const pay = shiftPayLine({
      hourlyRateCents,
      agreedRateCents,
      timesheet:
        sheetStatus && sheetStart && sheetEnd
          ? {
              status: sheetStatus,
              startTime: sheetStart,
              endTime: sheetEnd,
              lunchMinutes: sheetLunch ?? 0,
            }
          : null,
      scheduled:
        employeeId === null
          ? null
          : scheduledTimes(
              { date: startsAt, totalMinutes, lunchMinutes, timezone },
              { startTime: confirmedStart, endTime: confirmedEnd },
            ),
    });
    return {
      id,
      date: localDate,
      ...reportTimes(startsAt, totalMinutes, lunchMinutes, timezone, part),
      locationName: record[7],
      position,
      organizationName: record[8],
      assignedUser,
      status: assignedUser === null ? 'Unassigned' : 'Assigned',
      engagement,
      ...pay,
    };
  });
}

const LOGIN_WINDOW_MS = 15 * 60_000;
const KNOWN_CLIENT_MS = 30 * 24 * 60 * 60_000;
const LOGIN_LIMITS = { pair: 10, client: 100, account: 50 };

/**
 * The API's login step by step: is the address known to the account, admit the attempt,
 * verify argon2id, forget it, remember the address, sign a token at the user's version.
 */
async function login(body: string, address: string) {
  const payload = JSON.parse(body) as { username: string; password: string };
  const email = payload.username.trim().toLowerCase();
  const pairKey = `login-fail:pair:${email} ${address}`;
  const knownKey = `remember:signed-in:${email} ${address}`;
  const since = (windowMs: number) => new Date(Date.now() - windowMs);
  const { rows: knownRows } = await pool.query<{ count: number }>(SQL.LOGIN.count, [
    knownKey,
    since(KNOWN_CLIENT_MS),
  ]);
  const keys = [
    { key: pairKey, max: LOGIN_LIMITS.pair },
    { key: `login-fail:client:${address}`, max: LOGIN_LIMITS.client },
    ...(knownRows[0].count > 0
      ? []
      : [{ key: `login-fail:account:${email}`, max: LOGIN_LIMITS.account }]),
  ];
  const client = await pool.connect();
  let attempt: number[] | null = null;
  try {
    await client.query('begin');
    for (const { key: lockKey } of [...keys].sort((a, b) => (a.key < b.key ? -1 : 1)))
      await client.query(SQL.LOGIN.lock, [7_412_100, lockKey]);
    let admitted = true;
    for (const limit of keys) {
      const { rows: counted } = await client.query<{ count: number }>(SQL.LOGIN.count, [
        limit.key,
        since(LOGIN_WINDOW_MS),
      ]);
      if (counted[0].count >= limit.max) admitted = false;
      if (!admitted) break;
    }
    if (admitted) {
      const { rows: recorded } = await client.query<{ id: number }>(
        SQL.LOGIN.record(keys.length),
        keys.map((limit) => limit.key),
      );
      attempt = recorded.map((row) => Number(row.id));
    }
    await client.query('commit');
  } finally {
    client.release();
  }
  if (!attempt)
    throw new Failure(429, 'Too many failed sign-in attempts. Please try again in 15 minutes.');
  const { rows: found } = await pool.query<{
    id: number;
    password_hash: string;
    is_active: boolean;
    email_verified_at: Date | null;
    token_version: number;
  }>(SQL.LOGIN.user, [email]);
  const user = found[0];
  if (!user || !(await verify(user.password_hash, payload.password).catch(() => false)))
    throw new Failure(401, 'Invalid email or password');
  await pool.query(SQL.LOGIN.forget(attempt.length), attempt);
  if (!user.email_verified_at)
    throw new Failure(403, 'Please verify your email address before signing in');
  if (!user.is_active)
    throw new Failure(403, 'Your account is inactive. Please contact your administrator.');
  await pool.query(SQL.LOGIN.clear, [pairKey]);
  await pool.query(SQL.LOGIN.remember, [knownKey, knownKey]);
  const token = await new SignJWT({ ver: user.token_version })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
    .sign(key);
  return { access_token: token };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

async function route(request: IncomingMessage): Promise<unknown> {
  const url = new URL(request.url ?? '/', 'http://baseline');
  const parts = url.pathname.split('/').filter(Boolean);
  if (url.pathname === '/api/health') return { status: 'ok' };
  if (request.method === 'POST' && url.pathname === '/api/auth/login')
    return login(await readBody(request), request.socket.remoteAddress ?? '');
  if (request.method !== 'GET') throw new Failure(404, 'Not found');
  const actor = await signedIn(request);
  if (url.pathname === '/api/shifts') return shiftList(actor, url.searchParams);
  if (url.pathname === '/api/shifts/dashboard') return dashboard(actor);
  if (url.pathname === '/api/reports/shifts') return report(actor, url.searchParams);
  if (parts[0] === 'api' && parts[1] === 'shifts' && /^\d+$/.test(parts[2] ?? '')) {
    if (parts.length === 3) return shiftDetail(actor, Number(parts[2]));
    if (parts.length === 4 && parts[3] === 'requests')
      return shiftRequests(actor, Number(parts[2]));
  }
  throw new Failure(404, 'Not found');
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The encoding the API would pick: brotli first, then gzip, none for a small answer. */
function encodingFor(request: IncomingMessage, bytes: number): 'br' | 'gzip' | null {
  if (bytes < COMPRESSION_THRESHOLD_BYTES) return null;
  const accepted = (request.headers['accept-encoding'] ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** Answers JSON compressed as the API does (apps/api/src/plugins/compression.ts), for a fair ratio. */
async function send(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  body: unknown,
) {
  const text = Buffer.from(JSON.stringify(body));
  const encoding = encodingFor(request, text.length);
  const payload =
    encoding === 'br'
      ? await brotli(text, BROTLI_OPTIONS)
      : encoding === 'gzip'
        ? await gzipped(text, GZIP_OPTIONS)
        : text;
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': payload.length,
    vary: 'accept-encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  response.end(payload);
}

const server = createServer((request, response) => {
  const answer = (status: number, body: unknown) =>
    send(request, response, status, body).catch((error: unknown) => {
      console.error(error);
      response.destroy();
    });
  route(request).then(
    (body) => answer(200, body),
    (error: unknown) => {
      if (error instanceof Failure) return answer(error.status, { message: error.message });
      console.error(error);
      return answer(500, { message: 'Unknown error has occurred please try again later.' });
    },
  );
});
server.keepAliveTimeout = 72_000;
server.listen(Number(PORT ?? 0), '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.closeAllConnections();
    server.close(() => void pool.end().then(() => process.exit(0)));
  });
}
