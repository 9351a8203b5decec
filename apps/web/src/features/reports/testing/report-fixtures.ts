import {
  REPORT_CSV_HEADER,
  reportCsvLine,
  type Option,
  type PayrollLine,
  type ReportRow,
  type UserRow,
} from '@chairside/domain';
import { vi } from 'vitest';
import { stubApi, type StubbedCall, type ApiHandlers } from '@/test/api-stub.ts';
import { makeMe, makeUserDetail, makeUserRow } from '@/test/factories/users.ts';
import { placeDropdowns } from '@/test/place-options.ts';
import { factory } from '@/test/factories/factory.ts';

export const platformAdmin = makeMe({ position: 'admin', organizationId: null });
export const orgManager = makeMe({
  id: 21,
  name: 'Priya Raman',
  position: 'manager',
  organizationId: 3,
  organizationName: 'Bright Smiles Dental',
});
export const locationManager = makeMe({
  id: 22,
  name: 'Marcus Bell',
  position: 'location_manager',
  organizationId: 3,
  organizationName: 'Bright Smiles Dental',
  locationIds: [11, 12],
});
export const employee = makeMe({
  id: 23,
  position: 'employee',
  organizationId: 3,
  organizationName: 'Bright Smiles Dental',
});

export const makeRow = factory<ReportRow>({
  id: 101,
  date: '2025-05-06',
  startTime: '8:00 AM',
  endTime: '5:00 PM',
  workingDuration: '8h 0m',
  lunchDuration: '1h 0m',
  duration: '9h 0m',
  locationName: 'Midtown Manhattan',
  position: 'Hygienist',
  organizationName: 'Bright Smiles Dental',
  assignedUser: 'Zoe Martinez',
  status: 'Assigned',
  rateCents: 5500,
  engagement: '1099',
  workedMinutes: 480,
  workedSource: 'approved',
  amountCents: 44000,
});

export const REPORT_ROWS: ReportRow[] = [
  makeRow(),
  makeRow({
    id: 102,
    date: '2025-05-20',
    startTime: '12:00 PM',
    endTime: '5:00 PM',
    workingDuration: '4h 30m',
    lunchDuration: '0h 30m',
    duration: '5h 0m',
    locationName: 'Chicago Loop',
    position: 'Front Desk',
    assignedUser: null,
    status: 'Unassigned',
    rateCents: null,
    engagement: 'w2',
    workedMinutes: null,
    workedSource: null,
    amountCents: null,
  }),
];

/** GET /reports/payroll of REPORT_ROWS: Zoe Martinez's approved 1099 shift. */
export const PAYROLL: PayrollLine[] = [
  {
    userId: 31,
    name: 'Zoe Martinez',
    engagement: '1099',
    shifts: 1,
    workedMinutes: 480,
    amountCents: 44000,
    unapprovedShifts: 0,
  },
];

export const ORGANIZATIONS: Option[] = [
  { value: 3, label: 'Bright Smiles Dental' },
  { value: 4, label: 'Pacific Coast Dental Group' },
];

export const LOCATIONS: Option[] = [
  { value: 11, label: 'Bright Smiles Dental - Midtown Manhattan' },
  { value: 12, label: 'Bright Smiles Dental - Brooklyn Heights' },
  { value: 13, label: 'Bright Smiles Dental - Chicago Loop' },
  { value: 21, label: 'Pacific Coast Dental Group - San Diego' },
];

/** The rows of GET /users in each organization. */
const USERS: Record<number, UserRow[]> = {
  3: [
    makeUserRow({ id: 31, name: 'Zoe Martinez', email: 'hygienist@brightsmiles.test' }),
    makeUserRow({ id: 32, name: 'Sam Park', email: 'assistant@brightsmiles.test' }),
  ],
  4: [makeUserRow({ id: 41, name: 'Lena Ortiz', email: 'hygienist@pacificcoast.test' })],
};

/** What GET /reports/shifts.csv answers for the first row: the server writes it with these. */
export const CSV_TEXT = REPORT_CSV_HEADER + reportCsvLine(makeRow());

function searchOf(call: StubbedCall): URLSearchParams {
  return new URL(call.path, 'http://localhost').searchParams;
}

/**
 * The network of the Reports page: the report, its CSV (text/csv, which the JSON stub cannot
 * answer), and the option lists, which narrow by organizationId as the server does.
 */
export function stubReportsApi(
  handlers: ApiHandlers = {},
  csv: { status?: number; body: string; contentType?: string } = { body: CSV_TEXT },
): StubbedCall[] {
  const calls = stubApi({
    'GET /api/reports/shifts': { body: REPORT_ROWS },
    'GET /api/reports/payroll': { body: PAYROLL },
    ...placeDropdowns(ORGANIZATIONS, LOCATIONS),
    'GET /api/users': (call) => {
      const query = searchOf(call);
      const org = query.get('organizationId');
      const search = (query.get('search') ?? '').toLowerCase();
      const items = (org ? (USERS[Number(org)] ?? []) : Object.values(USERS).flat()).filter((row) =>
        `${row.name} ${row.email}`.toLowerCase().includes(search),
      );
      return { body: { items, total: items.length } };
    },
    ...Object.fromEntries(
      Object.values(USERS)
        .flat()
        .map((row) => [`GET /api/users/${row.id}`, { body: makeUserDetail(row) }]),
    ),
    ...handlers,
  });
  const jsonFetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    if (!url.pathname.endsWith('.csv')) return jsonFetch(input, init);
    calls.push({
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname + url.search,
      body: undefined,
      headers: { ...(init.headers as Record<string, string>) },
    });
    return new Response(csv.body, {
      status: csv.status ?? 200,
      headers: { 'Content-Type': csv.contentType ?? 'text/csv; charset=utf-8' },
    });
  });
  return calls;
}
