import { expect, test, type Locator, type Page } from '@playwright/test';
import { login } from '../support/auth.ts';
import { demo } from '../support/users.ts';

/*
 * DESIGN §10 / issue 8: the Shifts calendar renders a month of 2,000 shifts without jank.
 *
 * GET /api/shifts is answered in the browser with 2,000 realistic shifts for whichever month is
 * asked (the rendering is under test, not the API; bench/ measures that), the rest of the app
 * talks to the demo server. A manager then moves between months, days and the week view with
 * real clicks while the page records long tasks (PerformanceObserver 'longtask'), the Event
 * Timing of each interaction (input to the next paint: what INP reports) and each step's time
 * from the click until its result is on screen.
 *
 * Budgets, with room for a shared 2-core machine (figures are several times better idle):
 * - every interaction paints within 200 ms: the "good" INP threshold;
 * - no task longer than 250 ms while the user works the calendar (page load excluded): longer
 *   is a freeze a person notices, and before the fixes of issue 8 the week view took 2.7 s;
 * - a month of 2,000 shifts is on screen within 1,500 ms of the click that asks for it, the
 *   mocked response included.
 * Another run is made only when one misses a budget (a stalled shared machine), up to three;
 * one run within every budget passes. Before the fixes of issue 8 every run failed. The
 * figures are printed for docs/PERFORMANCE.md.
 */

const SHIFTS_PER_MONTH = 2_000;
const INTERACTION_BUDGET_MS = 200;
const LONG_TASK_BUDGET_MS = 250;
const MONTH_RENDER_BUDGET_MS = 1_500;
const MAX_RUNS = 3;

const POSITIONS = [
  'Hygienist',
  'Dental Assistant',
  'Dental Assistant-Specialty',
  'Front Desk',
  'Doctor',
] as const;
const STATES = ['Unassigned', 'Requested', 'Assigned'] as const;
const LOCATIONS = [
  { id: 9001, name: 'Downtown', timezone: 'America/New_York', utcOffsetHours: 5 },
  { id: 9002, name: 'Midtown', timezone: 'America/Chicago', utcOffsetHours: 6 },
  { id: 9003, name: 'Harbor', timezone: 'America/Denver', utcOffsetHours: 7 },
  { id: 9004, name: 'Bayside', timezone: 'America/Los_Angeles', utcOffsetHours: 8 },
];

const pad = (value: number) => String(value).padStart(2, '0');

/** SHIFTS_PER_MONTH shifts spread over the days of `month` (1-12), as GET /api/shifts sends them. */
function monthOfShifts(year: number, month: number): object[] {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from({ length: SHIFTS_PER_MONTH }, (_, index) => {
    const day = (index % days) + 1;
    const location = LOCATIONS[index % LOCATIONS.length]!;
    const position = POSITIONS[index % POSITIONS.length]!;
    const status = STATES[(index * 7) % STATES.length]!;
    const startHour = 6 + (index % 9);
    const start = new Date(
      Date.UTC(year, month - 1, day, startHour + location.utcOffsetHours, (index % 4) * 15),
    );
    return {
      id: year * 1_000_000 + month * 10_000 + index,
      date: start.toISOString(),
      localDate: `${year}-${pad(month)}-${pad(day)}`,
      totalMinutes: 240 + (index % 5) * 60,
      lunchMinutes: index % 2 === 0 ? 30 : 60,
      position,
      specialty: position === 'Dental Assistant-Specialty' ? 'Endodontics' : null,
      timezone: location.timezone,
      locationId: location.id,
      locationName: `Bright Smiles Dental - ${location.name}`,
      locationNumber: `BSD-${location.id}`,
      organizationId: 1,
      organizationName: 'Bright Smiles Dental',
      latitude: 40.7 + (index % 10) / 100,
      longitude: -74 + (index % 10) / 100,
      status,
      restricted: false,
      requests: status === 'Unassigned' ? 0 : 1 + (index % 3),
      offers: status === 'Assigned' ? 1 : 0,
      offerExpiresAt: null,
      confirmed: status === 'Assigned' ? 1 : 0,
      confirmedStartTime: null,
      confirmedEndTime: null,
      confirmedName: null,
    };
  });
}

interface Recorded {
  longTasks: { start: number; duration: number }[];
  /** Event Timing entries of interactions (pointerdown, pointerup, click...). */
  interactions: { id: number; start: number; duration: number }[];
}

interface Pending {
  answered: Promise<{ start: number; end: number }>;
}

declare global {
  interface Window {
    calendarPerformance: Recorded;
    pendingClick?: Pending;
  }
}

/** Starts recording long tasks and interaction timings in the page, from its first byte. */
async function recordPerformance(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const recorded: Recorded = { longTasks: [], interactions: [] };
    window.calendarPerformance = recorded;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        recorded.longTasks.push({ start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (!entry.interactionId) continue;
        recorded.interactions.push({
          id: entry.interactionId,
          start: entry.startTime,
          duration: entry.duration,
        });
      }
      // 16 ms is the smallest threshold Event Timing allows: faster events are not reported.
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
}

/** What shows that a click has been answered. */
type Outcome =
  | { calendarTitle: string }
  | { panelHeadings: string[] }
  | { panelDays: number; firstHeading: string };

/**
 * Clicks `target` the way a person does (Playwright's trusted input, so that Event Timing sees
 * it) and resolves on the first frame that shows `outcome`: the click event's time and that
 * frame's, on the page's clock.
 */
async function timeClick(
  page: Page,
  target: Locator,
  outcome: Outcome,
): Promise<{ start: number; end: number }> {
  await page.evaluate((outcome) => {
    const headings = () =>
      [...document.querySelectorAll('[data-testid="day-section"] h3')].map(
        (heading) => heading.textContent,
      );
    const shows = (): boolean => {
      if ('calendarTitle' in outcome) {
        const title = document.querySelector('#shifts-calendar-title')?.textContent;
        const counted = [
          ...document.querySelectorAll('[data-testid="calendar-days"] button[aria-label]'),
        ].filter((day) => /, \d+ shifts?$/.test(day.getAttribute('aria-label') ?? '')).length;
        return title === outcome.calendarTitle && counted >= 28;
      }
      const items = document.querySelectorAll('[data-testid="shift-item"]').length;
      if ('panelHeadings' in outcome) {
        return headings().join('|') === outcome.panelHeadings.join('|') && items > 0;
      }
      const shown = headings();
      return shown.length === outcome.panelDays && shown[0] === outcome.firstHeading && items > 0;
    };
    const answered = new Promise<{ start: number; end: number }>((resolve, reject) => {
      window.addEventListener(
        'click',
        (event) => {
          const check = () => {
            if (shows()) resolve({ start: event.timeStamp, end: performance.now() });
            else if (performance.now() - event.timeStamp > 10_000) reject(new Error('No answer'));
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        },
        { capture: true, once: true },
      );
    });
    window.pendingClick = { answered };
  }, outcome);
  await target.click();
  return page.evaluate(() => (window.pendingClick as Pending).answered);
}

const monthTitle = (date: Date) =>
  date.toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
const dateKey = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const panelHeading = (date: Date) =>
  date.toLocaleDateString('en-US', { weekday: 'long', month: 'short', day: 'numeric' });
const PER_DAY = Math.floor(SHIFTS_PER_MONTH / 31);

interface StepResult {
  step: string;
  /** From the click to the frame showing its result. */
  onScreen: number;
  /** The slowest Event Timing entry of the step's interaction: input to next paint. */
  paint: number;
  longestTask: number;
}

interface PassResult {
  firstLoad: number;
  loadTasks: number[];
  steps: StepResult[];
  slowestInteraction: number;
  longestTask: number;
}

const longest = (values: number[]) => Math.round(Math.max(0, ...values));

/**
 * Opens the shifts page on `shown` (from a full load) and works the calendar: another month
 * and back, four days, the week view and the next week.
 */
async function workTheCalendar(page: Page, shown: Date): Promise<PassResult> {
  const next = new Date(shown.getFullYear(), shown.getMonth() + 1, 1);
  const loadStart = Date.now();
  await page.goto(`/dashboard/shifts?date=${dateKey(shown)}`);
  await expect(page.getByRole('button', { name: /, \d+ shifts$/ }).first()).toBeVisible();
  await expect(page.getByTestId('shift-item').nth(PER_DAY - 1)).toBeAttached();
  const firstLoad = Date.now() - loadStart;

  const steps: { step: string; start: number; end: number }[] = [];
  const step = async (name: string, target: Locator, outcome: Outcome) =>
    steps.push({ step: name, ...(await timeClick(page, target, outcome)) });

  await step('Next month (2,000 new shifts)', page.getByRole('button', { name: 'Next month' }), {
    calendarTitle: monthTitle(next),
  });
  await step('Previous month (cached)', page.getByRole('button', { name: 'Previous month' }), {
    calendarTitle: monthTitle(shown),
  });
  let selected = shown;
  for (const day of [3, 12, 21, 28]) {
    selected = new Date(shown.getFullYear(), shown.getMonth(), day);
    await step(
      `Select day ${day} (~${PER_DAY} shifts in the panel)`,
      page.locator(`button[data-date="${dateKey(selected)}"]`),
      { panelHeadings: [panelHeading(selected)] },
    );
  }
  await step(
    `Toggle Week (~${PER_DAY * 7} shifts in the panel)`,
    page.getByRole('button', { name: 'Toggle Week' }),
    { panelDays: 7, firstHeading: panelHeading(selected) },
  );
  const nextWeek = new Date(selected.getFullYear(), selected.getMonth(), selected.getDate() + 7);
  await step('Next week (spans two months)', page.getByRole('button', { name: 'Next week' }), {
    panelDays: 7,
    firstHeading: panelHeading(nextWeek),
  });

  // The last interaction's Event Timing entry is reported after its paint.
  const lastStart = steps.at(-1)!.start;
  await expect
    .poll(() =>
      page.evaluate(
        (after) => window.calendarPerformance.interactions.some((entry) => entry.start >= after),
        lastStart,
      ),
    )
    .toBe(true);
  const recorded = await page.evaluate(() => window.calendarPerformance);
  const working = recorded.longTasks.filter((task) => task.start >= steps[0]!.start);
  return {
    firstLoad,
    loadTasks: recorded.longTasks
      .filter((task) => task.start < steps[0]!.start)
      .map((task) => Math.round(task.duration)),
    steps: steps.map(({ step, start, end }) => {
      const within = (time: number) => time >= start && time <= end;
      return {
        step,
        onScreen: Math.round(end - start),
        paint: longest(
          recorded.interactions.filter((entry) => within(entry.start)).map((e) => e.duration),
        ),
        longestTask: longest(working.filter((task) => within(task.start)).map((t) => t.duration)),
      };
    }),
    slowestInteraction: longest(recorded.interactions.map((entry) => entry.duration)),
    longestTask: longest(working.map((task) => task.duration)),
  };
}

function withinBudgets(pass: PassResult): boolean {
  return (
    pass.steps[0]!.onScreen < MONTH_RENDER_BUDGET_MS &&
    pass.slowestInteraction <= INTERACTION_BUDGET_MS &&
    pass.longestTask <= LONG_TASK_BUDGET_MS
  );
}

function print(label: string, pass: PassResult): void {
  console.log(`\n${label}`);
  console.log(
    `  first load, goto to the month and day painted: ${pass.firstLoad} ms ` +
      `(long tasks: ${pass.loadTasks.join(', ') || 'none'})`,
  );
  console.log(`  ${'step'.padEnd(44)} on screen  slowest paint  longest task`);
  for (const { step, onScreen, paint, longestTask } of pass.steps) {
    console.log(
      `  ${step.padEnd(44)} ${String(onScreen).padStart(6)} ms` +
        `  ${String(paint).padStart(10)} ms  ${String(longestTask).padStart(9)} ms`,
    );
  }
  console.log(
    `  slowest interaction ${pass.slowestInteraction} ms (budget ${INTERACTION_BUDGET_MS}), ` +
      `longest task ${pass.longestTask} ms (budget ${LONG_TASK_BUDGET_MS})`,
  );
}

test('the shifts calendar renders a month of 2,000 shifts without jank', async ({ page }) => {
  test.setTimeout(180_000);
  const bodies = new Map<string, string>();
  const monthBody = (year: number, month: number) => {
    const key = `${year}-${month}`;
    if (!bodies.has(key)) bodies.set(key, JSON.stringify(monthOfShifts(year, month)));
    return bodies.get(key) as string;
  };
  await recordPerformance(page);
  await page.route(
    (url) => url.pathname === '/api/shifts',
    (route) => {
      const url = new URL(route.request().url());
      const body = monthBody(
        Number(url.searchParams.get('year')),
        Number(url.searchParams.get('month')),
      );
      return route.fulfill({ contentType: 'application/json', body });
    },
  );
  await login(page, demo.manager);

  // Two months ahead of today, on the 10th; every month asked for holds 2,000 shifts, built
  // before the clock starts.
  const now = new Date();
  const shown = new Date(now.getFullYear(), now.getMonth() + 2, 10);
  for (const offset of [-1, 0, 1]) monthBody(shown.getFullYear(), shown.getMonth() + 1 + offset);

  // A busy shared machine can stall any one run; a real regression (the week view froze the
  // page for 0.3 to 2.7 s before issue 8) fails every run.
  const runs: PassResult[] = [];
  while (runs.length < MAX_RUNS && !runs.some(withinBudgets)) {
    const run = await workTheCalendar(page, shown);
    runs.push(run);
    print(
      `Shifts calendar, ${SHIFTS_PER_MONTH} shifts a month (mocked GET /api/shifts), run ${runs.length}`,
      run,
    );
  }
  const best = runs.find(withinBudgets) ?? runs.at(-1)!;
  expect(best.steps[0]!.onScreen, 'a new month of 2,000 shifts is on screen in time').toBeLessThan(
    MONTH_RENDER_BUDGET_MS,
  );
  expect(
    best.slowestInteraction,
    'every interaction paints within the INP budget',
  ).toBeLessThanOrEqual(INTERACTION_BUDGET_MS);
  expect(
    best.longestTask,
    'no task freezes the page while the calendar is used',
  ).toBeLessThanOrEqual(LONG_TASK_BUDGET_MS);
});
