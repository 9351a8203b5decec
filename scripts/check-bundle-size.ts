import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

/**
 * npm run check:bundle (after `npm run build -w @chairside/web`): the web budgets of DESIGN §10.
 *
 * For each screen it follows Vite's build manifest from the entry (index.html) and the lazily
 * loaded modules that screen renders, through every static import (the <script> and
 * modulepreloads of index.html, and what each lazy chunk imports), and sums the gzipped size
 * (level 9, as served: apps/web/vite/precompress.ts) of each JavaScript file once.
 *
 * - "first load" is what the screen needs before it shows: the budget applies to it. On the
 *   landing page that is the entry alone; a dashboard screen also needs its lazy route chunks,
 *   which the app requests together as soon as the address is known (app/lazy-route.tsx).
 * - "after paint" adds what the screen renders lazily once it shows (the toaster and, on the
 *   landing page, the sign-in card's form), for information.
 *
 * It also fails when the map or the reports page is reachable from the first load of the
 * landing page or the signed-in shell: they load only when opened. kB = 1,000 bytes, as Vite
 * prints. Exit 1 on any failure.
 */

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web');
const DIST = path.join(WEB, 'dist');
const MANIFEST = path.join(DIST, '.vite/manifest.json');

const LANDING_BUDGET = 100_000;
const SHELL_BUDGET = 250_000;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Screen {
  name: string;
  budget: number | null;
  /** Manifest keys (source paths) of the lazy modules the screen needs before it shows. */
  opens: string[];
  /** Lazy modules the screen renders once it shows. */
  after: string[];
}

const src = (file: string) => `src/${file}`;
const TOASTER = src('app/themed-toaster.tsx');
const QUERY_AREA = src('app/routes/query-area.tsx');
const SHELL = [
  QUERY_AREA,
  src('app/layouts/dashboard-layout.tsx'),
  src('app/routes/require-page.tsx'),
];

function dashboardScreen(name: string, page: string): Screen {
  return { name, budget: SHELL_BUDGET, opens: [...SHELL, src(page)], after: [TOASTER] };
}

const SCREENS: Screen[] = [
  {
    name: 'Landing page /',
    budget: LANDING_BUDGET,
    opens: [],
    after: [TOASTER, src('features/auth/components/login-form.tsx'), src('lib/query-boundary.tsx')],
  },
  {
    name: 'Sign in /auth/login',
    budget: null,
    opens: [
      QUERY_AREA,
      src('app/layouts/auth-layout.tsx'),
      src('features/auth/routes/login-page.tsx'),
    ],
    after: [TOASTER],
  },
  dashboardScreen('Dashboard /dashboard', 'features/dashboard/routes/dashboard-home-page.tsx'),
  dashboardScreen('Shifts /dashboard/shifts', 'features/shifts/routes/shifts-page.tsx'),
  dashboardScreen('Shift /dashboard/shifts/:id', 'features/shifts/routes/shift-detail-page.tsx'),
  dashboardScreen('Users /dashboard/users', 'features/users/routes/users-page.tsx'),
  dashboardScreen(
    'Organizations /dashboard/organizations',
    'features/organizations/routes/organizations-page.tsx',
  ),
  dashboardScreen('Locations /dashboard/locations', 'features/locations/routes/locations-page.tsx'),
  dashboardScreen('Invites /dashboard/invites', 'features/invites/routes/invites-page.tsx'),
  dashboardScreen('Settings /dashboard/settings', 'features/settings/routes/settings-page.tsx'),
  dashboardScreen('Reports /dashboard/reports', 'features/reports/routes/reports-page.tsx'),
];

/** Loaded only when opened: never part of the landing page's or the shell's first load. */
const ON_DEMAND = [
  { name: 'the map (Leaflet)', module: src('features/shifts/components/map/leaflet-map.tsx') },
  { name: 'the reports page', module: src('features/reports/routes/reports-page.tsx') },
];
const WITHOUT_ON_DEMAND = new Set(['Landing page /', 'Dashboard /dashboard']);

function readManifest(): Manifest {
  if (!existsSync(MANIFEST)) {
    console.error(`No build manifest at ${path.relative(process.cwd(), MANIFEST)}.`);
    console.error('Build the web app first: npm run build -w @chairside/web');
    process.exit(1);
  }
  return JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
}

const manifest = readManifest();

function chunk(key: string): ManifestChunk {
  const found = manifest[key];
  if (!found) {
    throw new Error(`${key} is not in the build manifest: update scripts/check-bundle-size.ts`);
  }
  return found;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('The build manifest has no entry chunk');

/** The JavaScript files `keys` load: themselves and everything they import statically. */
function staticClosure(keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const { file, imports = [] } = chunk(key);
    if (file.endsWith('.js')) files.add(file);
    imports.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

const gzipSizes = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    const source = readFileSync(path.join(DIST, file));
    size = gzipSync(source, { level: constants.Z_BEST_COMPRESSION }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

const total = (files: Iterable<string>) =>
  [...files].reduce((sum, file) => sum + gzipSize(file), 0);
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

interface Row {
  screen: Screen;
  files: Set<string>;
  firstLoad: number;
  afterPaint: number;
  over: boolean;
}

const rows: Row[] = SCREENS.map((screen) => {
  const files = staticClosure([entryKey, ...screen.opens]);
  const firstLoad = total(files);
  const afterPaint = total(new Set([...files, ...staticClosure(screen.after)]));
  return {
    screen,
    files,
    firstLoad,
    afterPaint,
    over: screen.budget !== null && firstLoad > screen.budget,
  };
});

const table = [
  ['Screen', 'JS files', 'First load (gz)', 'Budget', 'Status', 'After paint (gz)'],
  ...rows.map(({ screen, files, firstLoad, afterPaint, over }) => [
    screen.name,
    String(files.size),
    kB(firstLoad),
    screen.budget === null ? '-' : kB(screen.budget),
    screen.budget === null ? 'info' : over ? 'OVER' : 'ok',
    kB(afterPaint),
  ]),
];
const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
const line = (row: string[]) =>
  row
    .map((cell, column) =>
      column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
    )
    .join('  ');
console.log('Web bundle budgets (DESIGN §10): gzipped JavaScript per screen\n');
console.log(line(table[0]!));
console.log(widths.map((width) => '-'.repeat(width)).join('  '));
table.slice(1).forEach((row) => console.log(line(row)));

const failures: string[] = [];
for (const { screen, files, firstLoad, over } of rows) {
  if (!over || screen.budget === null) continue;
  failures.push(
    `${screen.name} loads ${kB(firstLoad)} of JavaScript, over its ${kB(screen.budget)} budget.`,
  );
  console.log(`\nLargest files of ${screen.name}:`);
  [...files]
    .sort((a, b) => gzipSize(b) - gzipSize(a))
    .slice(0, 8)
    .forEach((file) => console.log(`  ${kB(gzipSize(file)).padStart(9)}  ${file}`));
}
for (const { screen, files } of rows.filter((row) => WITHOUT_ON_DEMAND.has(row.screen.name))) {
  for (const { name, module } of ON_DEMAND) {
    if (files.has(chunk(module).file)) failures.push(`${screen.name} loads ${name} up front.`);
  }
}

if (failures.length > 0) {
  console.error(`\n${failures.join('\n')}`);
  process.exit(1);
}
console.log('\nEvery screen is within its budget; the map and the reports page load when opened.');
