import pg from 'pg';
import { openPostgres } from '../../apps/api/src/db/client.ts';
import { hashPassword } from '../../apps/api/src/lib/crypto.ts';
import { DEMO_PASSWORD } from '../../apps/api/src/seed/demo-data.ts';
import { seededRandom } from './random.ts';
import { loadDataset } from './seed-load.ts';
import { buildPlan, seedSize } from './seed-plan.ts';

/** Every bench user signs in with the demo password; its argon2id hash is computed once. */
export const BENCH_PASSWORD = DEMO_PASSWORD;
export const BENCH_EMAIL_DOMAIN = '@bench.chairside.test';

const ALL_TABLES =
  'organizations, locations, users, user_locations, shifts, shift_requests, invites, ' +
  'invite_locations, one_time_codes, outbox, rate_limit_events';

export interface SeedOutcome {
  reused: boolean;
  seconds: number;
  counts: Record<string, number>;
}

async function tableCounts(pool: pg.Pool) {
  const counts: Record<string, number> = {};
  for (const table of [
    'organizations',
    'locations',
    'users',
    'user_locations',
    'shifts',
    'shift_requests',
  ]) {
    const { rows } = await pool.query<{ count: number }>(
      `select count(*)::int as count from ${table}`,
    );
    counts[table] = rows[0].count;
  }
  return counts;
}

/**
 * Migrates with the API's own migrator, then loads the dataset unless the database already
 * holds one (BENCH_RESEED=1 wipes and reloads). A database with other data is never wiped
 * without BENCH_RESEED=1.
 */
export async function seedBenchDatabase(
  url: string,
  log: (line: string) => void,
  options: { scale: number; reseed: boolean },
): Promise<SeedOutcome> {
  const started = performance.now();
  const migrator = openPostgres(url, 1);
  await migrator.migrate();
  await migrator.close();
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const size = seedSize(options.scale);
    const { rows } = await pool.query<{ users: number; bench: number }>(
      `select count(*)::int as users, count(*) filter (where email like $1)::int as bench from users`,
      [`%${BENCH_EMAIL_DOMAIN}`],
    );
    const [{ users, bench }] = rows;
    if (users > 0 && !options.reseed) {
      if (bench === size.users) {
        log('the database already holds the bench dataset: reusing it (BENCH_RESEED=1 reloads)');
        return { reused: true, seconds: 0, counts: await tableCounts(pool) };
      }
      throw new Error(
        'The database is not empty and does not hold this bench dataset; set BENCH_RESEED=1 to wipe and reload it.',
      );
    }
    if (users > 0) await pool.query(`truncate table ${ALL_TABLES} restart identity cascade`);
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const plan = buildPlan(size, seededRandom(2026));
    const client = await pool.connect();
    try {
      await loadDataset(client, plan, passwordHash, log);
    } finally {
      client.release();
    }
    const vacuumed = performance.now();
    // VACUUM also sets the visibility map, so index-only scans skip the heap from the start.
    await pool.query('vacuum analyze');
    log(`vacuum and analyze in ${((performance.now() - vacuumed) / 1000).toFixed(1)} s`);
    return {
      reused: false,
      seconds: (performance.now() - started) / 1000,
      counts: await tableCounts(pool),
    };
  } finally {
    await pool.end();
  }
}
