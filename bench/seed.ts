import { openBenchDatabase } from './lib/postgres.ts';
import { seedBenchDatabase } from './lib/seed.ts';

/**
 * npm run bench:seed: fills DATABASE_URL (or the bench's own PostgreSQL, kept in BENCH_PGDATA
 * when set) with the large dataset. BENCH_SCALE=0.1 makes a tenth of it; BENCH_RESEED=1 reloads.
 */
const log = (line: string) => console.log(`[bench:seed] ${line}`);
const database = await openBenchDatabase(log);
try {
  const outcome = await seedBenchDatabase(database.url, log, {
    scale: Number(process.env.BENCH_SCALE ?? 1),
    reseed: process.env.BENCH_RESEED === '1',
  });
  log(JSON.stringify(outcome.counts));
  if (!outcome.reused) log(`seeded in ${outcome.seconds.toFixed(1)} s`);
} finally {
  database.stop();
}
