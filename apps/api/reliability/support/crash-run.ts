import { type ApiProcess, startApi } from './api-process.ts';
import { type CrashWorld, emptyLedger, type Ledger, runLane, type Target } from './write-load.ts';

export interface CrashRunOptions {
  port: number;
  /** The API's environment: DATABASE_URL, or DATA_DIR alone for the embedded database. */
  env: Record<string, string>;
  world: CrashWorld;
  /** SIGKILLs while the load runs; one more ends the run, so the last state is a crash too. */
  kills: number;
  /** Seeds the number of acknowledged writes between two kills (between 25 and 64). */
  seed: number;
}

export interface CrashRunReport {
  ledger: Ledger;
  /** SIGKILLs sent, the final one included. */
  kills: number;
  /** How long each restart took, from the kill to GET /api/health answering. */
  restartMs: number[];
}

/** Acknowledged writes between kills: a fixed pseudo-random sequence, so a run can be replayed. */
function gaps(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return 25 + (state % 40);
  };
}

/**
 * Runs the write load (one lane per world lane) against a real API process and SIGKILLs it
 * after every few acknowledged writes, restarting it on the same port and database each time.
 * The lanes do not stop for a kill: calls in flight die with the process, and the lanes wait
 * for the restart. The run ends with a last SIGKILL under load.
 */
export async function runWithCrashes(options: CrashRunOptions): Promise<CrashRunReport> {
  const ledger = emptyLedger();
  const restartMs: number[] = [];
  const nextGap = gaps(options.seed);
  let api: ApiProcess = await startApi({ port: options.port, env: options.env });
  let up: Promise<void> = Promise.resolve();
  let markUp = () => {};
  let acknowledged = 0;
  let waiter: { count: number; resolve: () => void } | null = null;

  const target: Target = {
    url: () => api.url,
    whenUp: () => up,
    onAcknowledged() {
      acknowledged += 1;
      if (waiter && acknowledged >= waiter.count) {
        waiter.resolve();
        waiter = null;
      }
    },
  };
  const acknowledgedMore = (count: number) => {
    const goal = acknowledged + count;
    return new Promise<void>((resolve) => {
      waiter = { count: goal, resolve };
    });
  };

  let stopping = false;
  const lanes = options.world.lanes.map((_, lane) =>
    runLane(options.world, lane, target, ledger, () => stopping),
  );
  // A lane that fails for another reason than a dead API ends the run at once.
  const laneFailure = new Promise<never>((_, reject) => {
    for (const lane of lanes) lane.catch(reject);
  });
  laneFailure.catch(() => {});
  const loadUntil = (count: number) => Promise.race([acknowledgedMore(count), laneFailure]);
  let kills = 0;
  try {
    for (let kill = 0; kill < options.kills; kill += 1) {
      await loadUntil(nextGap());
      up = new Promise((resolve) => (markUp = resolve));
      const killedAt = Date.now();
      await api.kill();
      kills += 1;
      api = await startApi({ port: options.port, env: options.env });
      restartMs.push(Date.now() - killedAt);
      markUp();
    }
    // The last restart takes writes again; then one more crash under load ends the run.
    await loadUntil(nextGap());
    stopping = true;
    await api.kill();
    kills += 1;
  } finally {
    stopping = true;
    markUp();
    await api.kill();
    await Promise.all(lanes);
  }
  return { ledger, kills, restartMs };
}
