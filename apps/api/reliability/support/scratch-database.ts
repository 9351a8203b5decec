import pg from 'pg';
import { type DatabaseHandle, openPostgres } from '../../src/db/client.ts';

/** The PostgreSQL server the reliability suites run against (scripts/with-postgres.sh sets it). */
export function serverUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: run through scripts/with-postgres.sh');
  return url;
}

/**
 * An empty database named `name` on that server, dropped first if a former run left it, and its
 * URL. Each suite takes its own, so suites sharing the server never see each other's rows.
 */
export async function createScratchDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** A handle for the test's own setup and checks, beside the API processes' connections. */
export function openScratchDatabase(url: string): DatabaseHandle {
  return openPostgres(url, 5);
}
