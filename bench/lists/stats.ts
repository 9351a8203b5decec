export interface Summary {
  runs: number;
  p50: number;
  /** Nearest rank: with 20 runs, the slowest one. */
  p99: number;
  min: number;
  max: number;
}

function nearestRank(sorted: number[], fraction: number): number {
  const rank = Math.max(1, Math.ceil(fraction * sorted.length));
  return sorted[rank - 1];
}

export function summarize(times: number[]): Summary {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    runs: sorted.length,
    p50: round(nearestRank(sorted, 0.5)),
    p99: round(nearestRank(sorted, 0.99)),
    min: round(sorted[0]),
    max: round(sorted[sorted.length - 1]),
  };
}
