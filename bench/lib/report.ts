import type { LoadResult } from './load.ts';
import type { Scenario } from './scenarios.ts';

/** DESIGN §10: at least 70% of the baseline's throughput and p99 under 50 ms. */
export const BUDGET = { ratio: 0.7, p99Ms: 50 } as const;

/**
 * Issue #29: the API spends at most a ninth more CPU per request (server and database) than the
 * baseline on every scenario but a revalidation (held to REVALIDATE_BUDGET instead).
 */
export const CPU_RATIO_FLOOR = 0.9;

export interface ScenarioOutcome {
  key: string;
  endpoint: string;
  who: string;
  budgeted: boolean;
  variants: number;
  sameJson: boolean;
  api: LoadResult;
  baseline: LoadResult | null;
  ratio: number | null;
  /**
   * The baseline's CPU per request over the API's (server and database): the throughput ratio
   * the two would have on CPUs of their own, steadier than `ratio` on a shared machine.
   */
  cpuRatio: number | null;
  /** cpuRatio at CPU_RATIO_FLOOR or more; null for a revalidation (its baseline answers in full). */
  cpuRatioHolds: boolean | null;
  withinBudget: boolean;
  /** A revalidation: its non-2xx answers are 304s. */
  revalidates: boolean;
}

function cpuTotal(result: LoadResult | null) {
  if (!result || result.serverCpuMs === null) return null;
  return result.serverCpuMs + (result.databaseCpuMs ?? 0);
}

export function outcomeOf(
  scenario: Scenario,
  sameJson: boolean,
  api: LoadResult,
  baseline: LoadResult | null,
): ScenarioOutcome {
  const ratio =
    baseline && baseline.requestsPerSecond > 0
      ? Math.round((api.requestsPerSecond / baseline.requestsPerSecond) * 100) / 100
      : null;
  const [apiCpu, baselineCpu] = [cpuTotal(api), cpuTotal(baseline)];
  const cpuRatio = apiCpu && baselineCpu ? Math.round((baselineCpu / apiCpu) * 100) / 100 : null;
  // A revalidation's 304s are its expected answers, not errors (autocannon counts them non-2xx).
  const clean =
    api.errors === 0 &&
    api.timeouts === 0 &&
    (scenario.compare === 'revalidate' || api.non2xx === 0);
  return {
    key: scenario.key,
    endpoint: scenario.endpoint,
    who: scenario.who,
    budgeted: scenario.budgeted,
    variants: scenario.requests.length,
    sameJson,
    api,
    baseline,
    ratio,
    cpuRatio,
    cpuRatioHolds:
      scenario.compare === 'revalidate' ? null : cpuRatio !== null && cpuRatio >= CPU_RATIO_FLOOR,
    withinBudget:
      clean && sameJson && ratio !== null && ratio >= BUDGET.ratio && api.latencyP99 < BUDGET.p99Ms,
    revalidates: scenario.compare === 'revalidate',
  };
}

function errorsOf(outcome: ScenarioOutcome) {
  if (outcome.revalidates) {
    const full = outcome.api.requests - outcome.api.non2xx;
    return ` ${outcome.api.non2xx} × 304` + (full > 0 ? `, ${full} full` : '');
  }
  const errors = outcome.api.non2xx + outcome.api.errors;
  return errors > 0 ? ` ${errors} errors` : '';
}

/**
 * Issue #15 §3: a repeat month view of the largest organizations, answered 304, costs at most
 * a tenth of the CPU (server and database) of the full answer it repeats.
 */
export const REVALIDATE_BUDGET = 0.1;

export function revalidateShare(outcomes: ScenarioOutcome[], repeats: Map<string, string>) {
  return outcomes
    .filter((outcome) => outcome.revalidates)
    .map((outcome) => {
      const full = outcomes.find((other) => other.key === repeats.get(outcome.key));
      const [repeat, whole] = [cpuTotal(outcome.api), cpuTotal(full?.api ?? null)];
      const share = repeat !== null && whole ? Math.round((repeat / whole) * 1000) / 1000 : null;
      return {
        key: outcome.key,
        repeats: full?.key ?? null,
        share,
        withinBudget: share !== null && share <= REVALIDATE_BUDGET,
      };
    });
}

function pad(text: string, width: number, right = false) {
  return right ? text.padStart(width) : text.padEnd(width);
}

function cpuOf(result: LoadResult | null) {
  if (!result || result.serverCpuMs === null) return '-';
  return result.databaseCpuMs === null
    ? result.serverCpuMs.toFixed(2)
    : `${result.serverCpuMs.toFixed(2)}+${result.databaseCpuMs.toFixed(2)}`;
}

/** Bytes per request on the wire (headers and compressed body), in KB. */
function wireOf(result: LoadResult | null) {
  return result ? (result.bytesPerRequest / 1024).toFixed(1) : '-';
}

/**
 * The table: throughput and latency, the baseline beside them, CPU per request, and bytes per
 * request on the wire (both servers compress as a browser asks them to).
 */
export function formatTable(outcomes: ScenarioOutcome[]): string {
  const header = [
    'endpoint',
    'scenario',
    'req/s',
    'p50 ms',
    'p99 ms',
    'base req/s',
    'base p99',
    'ratio',
    'cpu ms/req',
    'base cpu',
    'cpu ratio',
    'wire KB/req',
    'base KB/req',
    'budget',
  ];
  const rows = outcomes.map((outcome) => [
    outcome.endpoint,
    outcome.key,
    outcome.api.requestsPerSecond.toFixed(0),
    outcome.api.latencyP50.toFixed(1),
    outcome.api.latencyP99.toFixed(1),
    outcome.baseline ? outcome.baseline.requestsPerSecond.toFixed(0) : '-',
    outcome.baseline ? outcome.baseline.latencyP99.toFixed(1) : '-',
    outcome.ratio === null ? '-' : `${Math.round(outcome.ratio * 100)}%`,
    cpuOf(outcome.api),
    cpuOf(outcome.baseline),
    outcome.cpuRatio === null ? '-' : `${Math.round(outcome.cpuRatio * 100)}%`,
    wireOf(outcome.api),
    wireOf(outcome.baseline),
    (outcome.withinBudget ? 'ok' : 'MISS') +
      (outcome.budgeted ? '' : ' (aim)') +
      (outcome.sameJson ? '' : ' JSON DIFFERS') +
      (outcome.cpuRatioHolds === false ? ' CPU' : '') +
      errorsOf(outcome),
  ]);
  const numeric = new Set([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => pad(cell, widths[column], numeric.has(column)))
      .join('  ')
      .trimEnd();
  return [
    line(header),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map(line),
  ].join('\n');
}
