import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `tsx scripts/slowest-tests.ts [DIR]` (.ci/run calls it at the end, passed or failed): the 15
 * slowest Vitest files and the 15 slowest Playwright tests of the JSON reports in DIR
 * (default .ci-reports): `vitest-*.json` from `--reporter=json --outputFile=...`, and
 * `playwright*.json` from PLAYWRIGHT_JSON_OUTPUT_FILE. A report that is missing (its section
 * did not run) is skipped.
 */

const TOP = 15;
const ROOT = path.resolve(import.meta.dirname, '..');
const dir = path.resolve(process.argv[2] ?? path.join(ROOT, '.ci-reports'));

interface VitestReport {
  testResults?: {
    name: string;
    startTime?: number;
    endTime?: number;
    status?: string;
    assertionResults?: unknown[];
  }[];
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: {
    title: string;
    file?: string;
    line?: number;
    tests?: { results?: { duration?: number; status?: string }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

interface Row {
  seconds: number;
  what: string;
  note: string;
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch (error) {
    console.log(`(could not read ${path.relative(ROOT, file)}: ${(error as Error).message})`);
    return null;
  }
}

function vitestRows(file: string): Row[] {
  const report = readJson<VitestReport>(file);
  const run = path.basename(file, '.json').replace(/^vitest-/, '');
  return (report?.testResults ?? []).map((result) => ({
    seconds: ((result.endTime ?? 0) - (result.startTime ?? 0)) / 1000,
    what: path.relative(ROOT, result.name),
    note: `${run}, ${result.assertionResults?.length ?? 0} tests${result.status === 'failed' ? ', FAILED' : ''}`,
  }));
}

function playwrightRows(file: string): Row[] {
  const report = readJson<{ suites?: PlaywrightSuite[] }>(file);
  const rows: Row[] = [];
  // A top-level suite is the spec file (its title is the file name); nested ones are describes.
  const visit = (suite: PlaywrightSuite, titles: string[] | null) => {
    const here = titles === null ? [] : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const results = test.results ?? [];
        const seconds = results.reduce((sum, result) => sum + (result.duration ?? 0), 0) / 1000;
        const status = results.at(-1)?.status ?? 'not run';
        rows.push({
          seconds,
          what: [`${spec.file ?? suite.file}:${spec.line ?? ''}`, ...here, spec.title]
            .filter(Boolean)
            .join(' › '),
          note: status === 'passed' ? '' : status,
        });
      }
    }
    for (const child of suite.suites ?? []) visit(child, here);
  };
  for (const suite of report?.suites ?? []) visit(suite, null);
  return rows;
}

function print(title: string, rows: Row[]): void {
  console.log(`\n${title}`);
  if (rows.length === 0) {
    console.log('  (no report)');
    return;
  }
  const total = rows.reduce((sum, row) => sum + row.seconds, 0);
  for (const row of [...rows].sort((a, b) => b.seconds - a.seconds).slice(0, TOP)) {
    console.log(
      `  ${row.seconds.toFixed(1).padStart(7)} s  ${row.what}${row.note ? `  (${row.note})` : ''}`,
    );
  }
  console.log(`  ${rows.length} in all, ${total.toFixed(0)} s summed over workers`);
}

const files = existsSync(dir) ? readdirSync(dir).sort() : [];
const inDir = (name: string) => path.join(dir, name);
const shown = path.relative(ROOT, dir).startsWith('..') ? dir : path.relative(ROOT, dir);
print(
  `The ${TOP} slowest Vitest files (${shown}/vitest-*.json)`,
  files.filter((name) => /^vitest-.*\.json$/.test(name)).flatMap((name) => vitestRows(inDir(name))),
);
print(
  `The ${TOP} slowest Playwright tests (${shown}/playwright*.json)`,
  files
    .filter((name) => /^playwright.*\.json$/.test(name))
    .flatMap((name) => playwrightRows(inDir(name))),
);
