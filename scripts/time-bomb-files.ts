import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `tsx scripts/time-bomb-files.ts [--why]`: the Vitest files CI runs again with the clock 548
 * days ahead (.ci/run, docs/TESTING.md "Time bombs"), one path a line.
 *
 * A time bomb is a test that passes today and fails on a later day: something that moves (the
 * real clock) meets something that does not (a calendar date written down). So a file is run
 * under the shifted clock when both hold:
 *
 * 1. It reads the real clock.
 *    - Every API file (apps/api/test): the app under test reads `new Date()` for sessions,
 *      tokens, "upcoming" and "today", and the embedded database's now() is the same clock.
 *    - A domain file that reads the clock itself (`Date.now()`, `new Date()`) or imports,
 *      directly or through other domain files, a module that does (time.ts's timezoneLabel
 *      defaults to now).
 *    - A web file only when it leaves the default clock of its setup (test/clock.ts starts
 *      every test at a fixed moment): it fakes timers anew (`vi.useFakeTimers(`, which starts
 *      from the real time) or reads the clock itself.
 * 2. It names a fixed calendar date: `YYYY-MM-DD` (but not as a path segment between two
 *    slashes, which is an API version), `Date.UTC(20..`, `new Date(20..` or
 *    `new Date('20..`, in itself or in a test helper it imports (support/, factories/,
 *    testing/ folders and other test files; the app's own sources are not followed: their
 *    three fixed dates, reviewed, are an API path version, a past epoch and a comment).
 *
 * The list is computed on every run, so a new test that meets the rule is in the next pass.
 */

const ROOT = path.resolve(import.meta.dirname, '..');

const SUITES = [
  { kind: 'domain', dir: 'packages/domain/src', test: /\.test\.ts$/ },
  { kind: 'api', dir: 'apps/api/test', test: /\.test\.ts$/ },
  { kind: 'web', dir: 'apps/web/src', test: /\.test\.tsx?$/ },
] as const;

const CLOCK_READ = /Date\.now\(\)|new Date\(\)/;
const FAKES_TIMERS_ANEW = /vi\.useFakeTimers\(/;
/** A `YYYY-MM-DD` between two slashes is a path segment (Twilio's API version, /2010-04-01/). */
const FIXED_DATE =
  /(?<!\/)\b20\d\d-[01]\d-[0-3]\d\b|\b20\d\d-[01]\d-[0-3]\d\b(?!\/)|Date\.UTC\(\s*20\d\d|new Date\(\s*20\d\d|new Date\(\s*['"`]20\d\d/;
/** Test helpers whose fixed dates count as the test's own. */
const HELPER = /(^|\/)(support|factories|testing|test)\/|\.test\.tsx?$/;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

const sources = new Map<string, string>();
function source(file: string): string {
  let text = sources.get(file);
  if (text === undefined) {
    text = readFileSync(file, 'utf8');
    sources.set(file, text);
  }
  return text;
}

/** Relative and `@/` imports of `file` that exist, resolved to paths. */
function imports(file: string): string[] {
  const found: string[] = [];
  for (const match of source(file).matchAll(
    /from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]/g,
  )) {
    const specifier = match[1] ?? match[2] ?? '';
    let target: string;
    if (specifier.startsWith('.')) target = path.resolve(path.dirname(file), specifier);
    else if (specifier.startsWith('@/'))
      target = path.join(ROOT, 'apps/web/src', specifier.slice(2));
    else continue;
    for (const candidate of [
      target,
      `${target}.ts`,
      `${target}.tsx`,
      path.join(target, 'index.ts'),
    ]) {
      if (sources.has(candidate) || existsFile(candidate)) {
        found.push(candidate);
        break;
      }
    }
  }
  return found;
}

function existsFile(file: string): boolean {
  try {
    source(file);
    return true;
  } catch {
    return false;
  }
}

/** `file` and everything it imports that `follow` accepts, transitively. */
function reach(file: string, follow: (file: string) => boolean): string[] {
  const seen = new Set([file]);
  const queue = [file];
  while (queue.length > 0) {
    for (const next of imports(queue.pop() as string)) {
      if (seen.has(next) || !follow(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return [...seen];
}

interface Verdict {
  file: string;
  clock: string | null;
  date: string | null;
}

function judge(kind: (typeof SUITES)[number]['kind'], file: string): Verdict {
  const rel = (other: string) => path.relative(ROOT, other);
  let clock: string | null = null;
  if (kind === 'api') clock = 'the API reads the clock';
  else if (kind === 'domain') {
    const domainSrc = path.join(ROOT, 'packages/domain/src');
    const reader = reach(file, (next) => next.startsWith(domainSrc)).find((reached) =>
      CLOCK_READ.test(source(reached)),
    );
    if (reader) clock = reader === file ? 'reads the clock' : `imports ${rel(reader)}`;
  } else if (FAKES_TIMERS_ANEW.test(source(file))) clock = 'fakes timers from the real time';
  else if (CLOCK_READ.test(source(file))) clock = 'reads the clock';

  const dated = reach(file, (next) => HELPER.test(path.relative(ROOT, next))).find((reached) =>
    FIXED_DATE.test(source(reached)),
  );
  const date = dated ? (dated === file ? 'names a date' : `${rel(dated)} names a date`) : null;
  return { file: rel(file), clock, date };
}

export function timeBombVerdicts(): Verdict[] {
  return SUITES.flatMap(({ kind, dir, test }) =>
    walk(path.join(ROOT, dir))
      .filter((file) => test.test(file))
      .sort()
      .map((file) => judge(kind, file)),
  );
}

const verdicts = timeBombVerdicts();
const chosen = verdicts.filter((verdict) => verdict.clock && verdict.date);
if (process.argv.includes('--why')) {
  for (const { file, clock, date } of chosen) console.log(`${file}: ${clock}; ${date}`);
  console.log(`${chosen.length} of ${verdicts.length} test files`);
} else {
  for (const { file } of chosen) console.log(file);
}
