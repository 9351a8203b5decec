import { type DatabaseHandle, openPostgres } from '../../src/db/client.ts';
import { freshDatabase } from '../../test/support/database.ts';

/** The PostgreSQL server the reliability suites run against (scripts/with-postgres.sh sets it). */
export function serverUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: run through scripts/with-postgres.sh');
  return url;
}

/**
 * An empty database named `name` on that server, and its URL. Each suite takes its own, so
 * suites sharing the server never see each other's rows.
 */
export function createScratchDatabase(name: string): Promise<string> {
  return freshDatabase(serverUrl(), name);
}

/** A handle for the test's own setup and checks, beside the API processes' connections. */
export function openScratchDatabase(url: string): DatabaseHandle {
  return openPostgres(url, 5);
}
