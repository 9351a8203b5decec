import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { ROOT, startProcess, stopProcess, waitFor } from './support/processes.ts';

/**
 * npm run screenshots [-- <set>]: JPEG screenshots of the screens issue #13 changed, in light
 * and dark at 1280x800 and 390x844, into docs/screenshots/<set>/ (`after` by default), shown
 * side by side in docs/SCREENSHOTS.md.
 *
 * It builds nothing: it starts the built app (apps/web/dist, as `npm run start -w
 * @chairside/api` does) on a free port with an empty DATA_DIR filled with the demo data, under
 * faketime at SCREENSHOTS_AT, so that the demo shifts (seeded around the day the server starts)
 * and the browser's clock are the same on every run. SCREENSHOTS_BASE_URL shoots a server
 * already running instead; start it the same way for the same pictures:
 *   TZ=UTC faketime -f '@2026-12-08 15:00:00' npm run start -w @chairside/api
 * SCREENSHOTS_ONLY=landing,settings shoots only those screens (names as in `screens`).
 */

const env = process.env;
const SET = process.argv[2] ?? 'after';
if (!/^[a-z0-9-]+$/.test(SET)) throw new Error(`The set name '${SET}' is not a plain name`);
const OUTPUT = path.join(ROOT, 'docs/screenshots', SET);
/** The demo data's "now": a Tuesday, 10 AM in New York. */
const AT = env.SCREENSHOTS_AT ?? '2026-12-08T15:00:00Z';
const CHROMIUM = env.SCREENSHOTS_CHROME ?? '/usr/bin/chromium';
/** A comma-separated list of screen names, to shoot only those. */
const ONLY = env.SCREENSHOTS_ONLY?.split(',');
const DEMO_PASSWORD = 'Chairside123!';
const USERS = {
  manager: 'manager@brightsmiles.test',
  employee: 'hygienist@brightsmiles.test',
  /** Issue #27: a hygienist whose credentials are verified, waiting and expired. */
  professional: 'hygienist@rockymountain.test',
  independent: 'independent@chairside.test',
} as const;
type Who = keyof typeof USERS | 'visitor';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const THEMES = ['light', 'dark'] as const;

const log = (line: string) => console.log(`[screenshots] ${line}`);

// ---------------------------------------------------------------------------------------------
// The server

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** faketime's start time: '@YYYY-MM-DD HH:MM:SS', read in UTC (the server runs with TZ=UTC). */
const fakeStart = (instant: string) =>
  `@${new Date(instant).toISOString().slice(0, 19).replace('T', ' ')}`;

async function startApp(): Promise<{ baseUrl: string; stop: () => void }> {
  if (!existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('No web build: run npm run build -w @chairside/web first');
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chairside-screenshots-'));
  log(`starting the app on ${baseUrl}, its clock at ${AT}`);
  const server: ChildProcess = startProcess(
    'screenshots',
    'faketime',
    ['-f', fakeStart(AT), path.join(ROOT, 'node_modules/.bin/tsx'), 'apps/api/src/main.ts'],
    {
      extraEnv: {
        TZ: 'UTC',
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '100000',
      },
    },
  );
  const stop = () => {
    stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${baseUrl}/api/health`, 180_000, () => server.exitCode !== null);
  } catch (error) {
    stop();
    throw error;
  }
  return { baseUrl, stop };
}

// ---------------------------------------------------------------------------------------------
// The API, to sign in and to find the shifts worth showing

interface Shift {
  id: number;
  date: string;
  localDate: string;
  offerExpiresAt: string | null;
  position: string;
  status: string;
  confirmed: number;
  restricted: boolean;
}
interface ShiftRequest {
  status: string;
  declined: boolean;
  startTime: string | null;
  credentialChip?: string | null;
}

class Api {
  private readonly tokens = new Map<Who, string>();
  constructor(readonly baseUrl: string) {}

  async token(who: Exclude<Who, 'visitor'>): Promise<string> {
    const known = this.tokens.get(who);
    if (known) return known;
    const { access_token } = await this.call<{ access_token: string }>('/api/auth/login', null, {
      username: USERS[who],
      password: DEMO_PASSWORD,
    });
    this.tokens.set(who, access_token);
    return access_token;
  }

  async get<T>(who: Exclude<Who, 'visitor'>, url: string): Promise<T> {
    return this.call<T>(url, await this.token(who));
  }

  private async call<T>(url: string, token: string | null, body?: unknown): Promise<T> {
    const response = await fetch(`${this.baseUrl}${url}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  /** The shifts `who` sees in the month of AT and the next, soonest first. */
  async shifts(who: Exclude<Who, 'visitor'>): Promise<Shift[]> {
    const now = new Date(AT);
    const months = [0, 1].map((ahead) => new Date(now.getFullYear(), now.getMonth() + ahead, 1));
    const lists = await Promise.all(
      months.map((month) =>
        this.get<Shift[]>(
          who,
          `/api/shifts?month=${month.getMonth() + 1}&year=${month.getFullYear()}`,
        ),
      ),
    );
    return lists.flat().sort((a, b) => a.date.localeCompare(b.date));
  }
}

/** Shifts that start at least a day after AT: open to requests and assignment. */
const upcoming = (shifts: Shift[]) =>
  shifts.filter((shift) => Date.parse(shift.date) > Date.parse(AT) + 24 * 3_600_000);

function first<T>(items: T[], what: string): T {
  const [item] = items;
  if (item === undefined) throw new Error(`The demo data has no ${what}`);
  return item;
}

/** The first of `shifts` the employee has not asked for yet (a declined request counts). */
async function firstWithout(api: Api, shifts: Shift[]): Promise<number> {
  for (const shift of shifts) {
    const mine = await api.get<ShiftRequest[]>('employee', `/api/shifts/${shift.id}/requests`);
    if (mine.length === 0) return shift.id;
  }
  throw new Error('The demo data has no open Hygienist shift the employee has not asked for');
}

/** A confirmed shift whose confirmed request is for part of it, else any confirmed shift. */
async function partShiftConfirmed(api: Api): Promise<number> {
  const confirmed = (await api.shifts('manager')).filter((shift) => shift.confirmed > 0);
  for (const shift of confirmed) {
    const requests = await api.get<ShiftRequest[]>('manager', `/api/shifts/${shift.id}/requests`);
    const part = requests.some(
      (request) => request.status === 'Confirmed' && !request.declined && request.startTime,
    );
    if (part) return shift.id;
  }
  log('no part-shift confirmation in the demo data: showing a whole confirmed shift');
  return first(confirmed, 'confirmed shift').id;
}

/** Issue #27 §3: a manager's shift whose request list shows a credential chip; null when none. */
async function withCredentialChip(api: Api, shifts: Shift[]): Promise<number | null> {
  for (const shift of shifts) {
    const requests = await api.get<ShiftRequest[]>('manager', `/api/shifts/${shift.id}/requests`);
    if (requests.some((request) => request.credentialChip)) return shift.id;
  }
  log('no request with a credential chip in the demo data: skipping its screen');
  return null;
}

/**
 * Issue #27 §3: an open shift the independent has not asked for and lacks credentials for;
 * null when none.
 */
async function lackingCredentials(api: Api): Promise<number | null> {
  for (const shift of upcoming(await api.shifts('independent'))) {
    if (shift.status !== 'Unassigned') continue;
    const own = await api.get<ShiftRequest[]>('independent', `/api/shifts/${shift.id}/requests`);
    if (own.length > 0) continue;
    const { reasons } = await api.get<{ reasons: { rule: string }[] }>(
      'independent',
      `/api/shifts/${shift.id}/eligibility`,
    );
    if (reasons.length === 1 && reasons[0].rule === 'credentials') return shift.id;
  }
  log('no open shift the independent lacks credentials for: skipping its screen');
  return null;
}

// ---------------------------------------------------------------------------------------------
// The screens

interface Screen {
  name: string;
  who: Who;
  /** The page as it shows before the app's code has run: the prerendered HTML, themed. */
  beforeHydration?: true;
  /** Opens the screen and waits until what it shows has loaded. */
  open: (page: Page) => Promise<void>;
}

/** Waits until no spinner or 'Loading...' text is left on the page. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .getByRole('status', { name: /^Loading/ })
    .first()
    .waitFor({ state: 'hidden' });
  await page
    .getByText(/^Loading\b/)
    .first()
    .waitFor({ state: 'hidden' });
}

/** Opens `address` and waits for `heading`. */
async function visit(page: Page, address: string, heading: string | RegExp): Promise<void> {
  await page.goto(address);
  await page.getByRole('heading', { name: heading }).first().waitFor();
  await settled(page);
}

/** Picks `option` in the select named `label` of the dialog named `dialogName`. */
async function choose(page: Page, dialogName: string, label: string, option: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** Sets the time picker `label` of a dialog: hour, minute and AM or PM, as the options read. */
async function setTime(
  page: Page,
  dialogName: string,
  label: string,
  [hour, minute, period]: [string, string, 'AM' | 'PM'],
) {
  await choose(page, dialogName, `${label} hour`, hour);
  await choose(page, dialogName, `${label} minute`, minute);
  await choose(page, dialogName, `${label} AM or PM`, period);
}

/** Issue #28 §3: a manager's ended shift whose timesheet waits for approval; null when none. */
async function withSubmittedTimesheet(api: Api): Promise<number | null> {
  const ended = (await api.shifts('manager')).filter(
    (shift) => shift.confirmed > 0 && Date.parse(shift.date) + 86_400_000 < Date.parse(AT),
  );
  for (const shift of ended) {
    const timesheet = await api.get<{ status: string }>(
      'manager',
      `/api/shifts/${shift.id}/timesheet`,
    );
    if (timesheet.status === 'submitted') return shift.id;
  }
  return null;
}

async function screens(api: Api): Promise<Screen[]> {
  const managerShifts = upcoming(await api.shifts('manager'));
  const employeeShifts = upcoming(await api.shifts('employee'));
  const toAssign = first(
    // A Hygienist shift: the demo's hygienists fit it, so the picker shows its marks.
    managerShifts.filter(
      (shift) =>
        shift.status === 'Unassigned' && !shift.restricted && shift.position === 'Hygienist',
    ),
    'open Hygienist shift to assign',
  ).id;
  const toRequest = await firstWithout(
    api,
    employeeShifts.filter(
      (shift) => shift.status === 'Unassigned' && shift.position === 'Hygienist',
    ),
  );
  const confirmed = await partShiftConfirmed(api);
  // Issue #26 §1, §6: a shift with a live offer, 'Offered' with its answer-by time.
  const offered = first(
    managerShifts.filter((shift) => shift.offerExpiresAt !== null),
    'shift with a live offer',
  );
  // The hygienist's soonest confirmed shift: her hours on its page, and its Cancel Shift dialog.
  const { yourUpcomingShifts } = await api.get<{ yourUpcomingShifts: Shift[] }>(
    'employee',
    '/api/shifts/dashboard',
  );
  const hers = first(yourUpcomingShifts, 'confirmed shift of the hygienist');
  const chips = await withCredentialChip(api, managerShifts);
  const lacking = await lackingCredentials(api);
  const waitingTimesheet = await withSubmittedTimesheet(api);
  // Issue #27 §3: the chips of the manager's request list, the shift page's credentials note.
  const credentialScreens: Screen[] = [
    ...(chips === null
      ? []
      : [
          {
            name: 'shift-detail-credential-chips',
            who: 'manager' as const,
            open: (page: Page) => visit(page, `/dashboard/shifts/${chips}`, 'Shift Details'),
          },
        ]),
    ...(waitingTimesheet === null
      ? []
      : [
          {
            name: 'shift-detail-timesheet',
            who: 'manager' as const,
            open: (page: Page) =>
              visit(page, `/dashboard/shifts/${waitingTimesheet}`, 'Shift Details'),
          },
        ]),
    ...(lacking === null
      ? []
      : [
          {
            name: 'shift-detail-credentials-needed',
            who: 'independent' as const,
            open: (page: Page) => visit(page, `/dashboard/shifts/${lacking}`, 'Shift Details'),
          },
        ]),
  ];

  return [
    {
      name: 'landing',
      who: 'visitor',
      open: async (page) => {
        await page.goto('/');
        // Live: the form's Sign In is enabled once the app has taken the page over.
        await page.locator('form button[type="submit"]:not([disabled])').waitFor();
        await settled(page);
      },
    },
    {
      name: 'landing-before-hydration',
      who: 'visitor',
      beforeHydration: true,
      open: async (page) => {
        await page.goto('/');
        const card = page.getByRole('heading', { name: 'Sign in to Chairside' });
        await card.waitFor();
        // On a phone the card is below the hero: it is what this picture is about. (A string:
        // this script is typed for Node.)
        await page.evaluate(`{
          const card = [...document.querySelectorAll('h2')].find(
            (heading) => heading.textContent === 'Sign in to Chairside',
          );
          const top = card.getBoundingClientRect().top;
          if (top > innerHeight / 2) window.scrollBy(0, top - 120);
        }`);
      },
    },
    {
      name: 'shifts-add-shift',
      who: 'manager',
      open: async (page) => {
        await visit(page, '/dashboard/shifts', 'Shifts');
        await page.getByRole('button', { name: 'Create Shift' }).click();
        await choose(page, 'Add Shift', 'Position', 'Dental Assistant-Specialty');
        await page
          .getByRole('dialog', { name: 'Add Shift' })
          .getByRole('combobox', { name: 'Specialty' })
          .waitFor();
        await settled(page);
      },
    },
    {
      // Issue #26 §11: the calendar's legend and the day panel's toggle.
      name: 'shifts-calendar',
      who: 'manager',
      open: async (page) => {
        await visit(page, '/dashboard/shifts', 'Shifts');
        await page.getByRole('group', { name: 'Legend' }).waitFor();
        await settled(page);
      },
    },
    {
      // Issue #26 §11: specialties and who is working on the cards; a phone moves by day.
      name: 'shifts-week-board',
      who: 'manager',
      open: async (page) => {
        await visit(page, '/dashboard/shifts?view=week', 'Shifts');
        await page.getByTestId('week-card').first().waitFor();
        await settled(page);
      },
    },
    {
      // Issue #26 §9: offline, a month never loaded says so, and Create Shift says why it waits.
      name: 'shifts-offline-not-loaded',
      who: 'manager',
      open: async (page) => {
        await visit(page, '/dashboard/shifts', 'Shifts');
        await page.context().setOffline(true);
        await page.getByRole('button', { name: 'Next month' }).click();
        await page
          .getByText('Not loaded before you went offline', { exact: false })
          .first()
          .waitFor();
        await settled(page);
      },
    },
    {
      name: 'request-shift-part',
      who: 'employee',
      open: async (page) => {
        await visit(page, `/dashboard/shifts/${toRequest}`, 'Shift Details');
        await page.getByRole('button', { name: 'Request Shift' }).click();
        const dialog = page.getByRole('dialog', { name: 'Request Shift' });
        await dialog.getByText('I can only work part of this shift').click();
        await setTime(page, 'Request Shift', 'Start time', ['12', '00', 'PM']);
        await setTime(page, 'Request Shift', 'End time', ['5', '00', 'PM']);
      },
    },
    {
      name: 'shift-detail-part-shift-confirmed',
      who: 'manager',
      open: (page) => visit(page, `/dashboard/shifts/${confirmed}`, 'Shift Details'),
    },
    {
      name: 'shift-detail-offered',
      who: 'manager',
      open: (page) => visit(page, `/dashboard/shifts/${offered.id}`, 'Shift Details'),
    },
    {
      name: 'shifts-day-offered',
      who: 'manager',
      open: (page) => visit(page, `/dashboard/shifts?date=${offered.localDate}`, 'Shifts'),
    },
    {
      name: 'shift-detail-your-hours',
      who: 'employee',
      open: (page) => visit(page, `/dashboard/shifts/${hers.id}`, 'Shift Details'),
    },
    {
      name: 'cancel-shift-late',
      who: 'employee',
      open: async (page) => {
        // 20 hours before her shift, as her clock reads it: the dialog says it is late.
        await page.clock.setFixedTime(new Date(Date.parse(hers.date) - 20 * 3_600_000));
        await visit(page, `/dashboard/shifts/${hers.id}`, 'Shift Details');
        await page.getByRole('button', { name: 'Cancel Shift' }).click();
        await page
          .getByRole('dialog', { name: 'Cancel Shift' })
          .getByText(/^Late cancellation/)
          .waitFor();
        await settled(page);
      },
    },
    {
      name: 'assign-shift',
      who: 'manager',
      open: async (page) => {
        await visit(page, `/dashboard/shifts/${toAssign}`, 'Shift Details');
        await page.getByRole('button', { name: 'Assign to User' }).click();
        const dialog = page.getByRole('dialog', { name: 'Assign Shift to User' });
        // Open the picker: its order and marks (fits, requested, booked) are what item 10 changed.
        await dialog.getByRole('combobox', { name: 'User' }).click();
        await page.getByRole('option').first().waitFor();
        await settled(page);
      },
    },
    {
      name: 'employee-dashboard',
      who: 'employee',
      open: (page) => visit(page, '/dashboard', 'Your Shift Requests'),
    },
    {
      name: 'reports',
      who: 'manager',
      open: (page) => visit(page, '/dashboard/reports', 'Shift Reports'),
    },
    {
      name: 'reports-pay',
      who: 'manager',
      open: async (page) => {
        await visit(page, '/dashboard/reports', 'Shift Reports');
        await page
          .getByRole('table', { name: 'Shift reports' })
          .or(page.getByRole('list', { name: 'Shift reports' }))
          .first()
          .scrollIntoViewIfNeeded();
      },
    },
    {
      name: 'reports-payroll',
      who: 'manager',
      open: async (page) => {
        await visit(page, '/dashboard/reports', 'Shift Reports');
        const payroll = page.getByRole('table', { name: 'Payroll' });
        await payroll.waitFor();
        await payroll.scrollIntoViewIfNeeded();
      },
    },
    {
      name: 'settings',
      who: 'manager',
      open: (page) => visit(page, '/dashboard/settings', 'Profile Information'),
    },
    {
      name: 'settings-credentials',
      who: 'professional',
      open: async (page) => {
        await visit(page, '/dashboard/settings', 'Profile Information');
        const section = page.getByRole('region', { name: 'Credentials' });
        await section.getByRole('list', { name: 'Your credentials' }).waitFor();
        await section.scrollIntoViewIfNeeded();
      },
    },
    {
      name: 'add-credential',
      who: 'professional',
      open: async (page) => {
        await visit(page, '/dashboard/settings', 'Profile Information');
        await page.getByRole('button', { name: 'Add Credential' }).click();
        await page.getByRole('dialog', { name: 'Add Credential' }).waitFor();
        await settled(page);
      },
    },
    {
      name: 'credentials-review',
      who: 'manager',
      open: (page) => visit(page, '/dashboard/credentials', 'Credentials'),
    },
    {
      name: 'credentials-review-document',
      who: 'manager',
      open: async (page) => {
        await visit(page, '/dashboard/credentials', 'Credentials');
        // A photo of a CPR card waiting for verification: shown inline in the dialog.
        await page
          .getByRole('button', { name: 'Review CPR/BLS Certification of Carlos Mendez' })
          .click();
        const dialog = page.getByRole('dialog', { name: 'Review Credential' });
        await dialog.getByRole('img', { name: 'CPR/BLS Certification of Carlos Mendez' }).waitFor();
        await settled(page);
      },
    },
    {
      name: 'user-details-admin',
      who: 'manager',
      open: async (page) => {
        await visit(page, '/dashboard/users', 'Manage Users');
        // The organization's owner, an admin: a manager sees why there is no Edit.
        await page.getByRole('button', { name: 'View Dana Whitfield', exact: true }).click();
        await page.getByRole('dialog', { name: 'User Details' }).waitFor();
        await settled(page);
      },
    },
    ...credentialScreens,
  ];
}

// ---------------------------------------------------------------------------------------------

async function shoot(browser: Browser, api: Api, screen: Screen): Promise<void> {
  const token = screen.who === 'visitor' ? null : await api.token(screen.who);
  for (const viewport of VIEWPORTS) {
    for (const theme of THEMES) {
      const context = await browser.newContext({
        baseURL: api.baseUrl,
        viewport: { width: viewport.width, height: viewport.height },
        deviceScaleFactor: 1,
        colorScheme: theme,
        reducedMotion: 'reduce',
        locale: 'en-US',
        timezoneId: 'America/New_York',
      });
      // A string, as below: this script is typed for Node, the page's code runs in the browser.
      const storage = { 'chairside-theme': theme, ...(token ? { access_token: token } : {}) };
      await context.addInitScript({
        content: `for (const [key, value] of Object.entries(${JSON.stringify(storage)})) localStorage.setItem(key, value);`,
      });
      const page = await context.newPage();
      // theme-init.js (not under /assets) still applies the theme, as before any bundle arrives.
      if (screen.beforeHydration) await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
      await page.clock.setFixedTime(new Date(AT));
      try {
        await screen.open(page);
        await page.evaluate('document.fonts.ready.then(() => true)');
        const file = path.join(OUTPUT, `${screen.name}-${viewport.name}-${theme}.jpg`);
        await page.screenshot({ path: file, type: 'jpeg', quality: 70, animations: 'disabled' });
        log(path.relative(ROOT, file));
      } finally {
        await context.close();
      }
    }
  }
}

async function main(): Promise<void> {
  const given = env.SCREENSHOTS_BASE_URL;
  const app = given ? { baseUrl: given.replace(/\/$/, ''), stop: () => {} } : await startApp();
  let browser: Browser | undefined;
  try {
    const api = new Api(app.baseUrl);
    const list = (await screens(api)).filter(({ name }) => !ONLY || ONLY.includes(name));
    mkdirSync(OUTPUT, { recursive: true });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none'],
    });
    for (const screen of list) await shoot(browser, api, screen);
    log(
      `${list.length * VIEWPORTS.length * THEMES.length} screenshots in ${path.relative(ROOT, OUTPUT)}`,
    );
  } finally {
    await browser?.close();
    app.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
