import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time from /proc, so a run can be judged by what a request costs in CPU: on a machine
 * shared with other work, throughput and latency move with the neighbours, CPU per request
 * much less.
 */
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

function stat(pid: number): { parent: number; ticks: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state, ppid, ..., utime (14), stime (15).
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** CPU milliseconds used so far by a process (all its threads). */
export function processCpuMs(pid: number): number {
  return ((stat(pid)?.ticks ?? 0) * 1000) / TICKS_PER_SECOND;
}

/** CPU milliseconds used so far by a process and its children (PostgreSQL's backends). */
export function processTreeCpuMs(pid: number): number {
  let ticks = stat(pid)?.ticks ?? 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = stat(Number(entry));
    if (child?.parent === pid) ticks += child.ticks;
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
