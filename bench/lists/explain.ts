// The API declares its untyped dependencies beside its sources (its tsconfig includes them);
// this program starts outside it, and an ambient declaration cannot be imported.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../apps/api/src/types/zipcodes.d.ts" />
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import type { Database } from '../../apps/api/src/db/client.ts';
import * as schema from '../../apps/api/src/db/schema.ts';

export interface CapturedQuery {
  sql: string;
  params: unknown[];
}

export interface QueryPlan extends CapturedQuery {
  plan: string;
  executionMs: number;
}

export interface Explainer {
  /** The SQL the API runs for one request, each with its EXPLAIN (ANALYZE, BUFFERS). */
  explain(url: string): Promise<QueryPlan[]>;
  close(): Promise<void>;
}

/**
 * The real app in-process on a database whose logger records every statement: a request made
 * with `inject` yields exactly the SQL its route runs, which is then EXPLAIN ANALYZEd. Nothing is
 * restated here, so the plans follow the code.
 */
export async function createExplainer(options: {
  databaseUrl: string;
  jwtSecret: string;
  token: string;
}): Promise<Explainer> {
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 4 });
  let captured: CapturedQuery[] = [];
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (sql, params) => captured.push({ sql, params }) },
  }) as unknown as Database;
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: options.databaseUrl,
    JWT_SECRET: options.jwtSecret,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const app = await buildApp(config, db, { logger: false });

  return {
    async explain(url) {
      captured = [];
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${options.token}` },
      });
      if (response.statusCode !== 200) {
        throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
      }
      const queries = captured;
      const plans: QueryPlan[] = [];
      for (const query of queries) {
        const result = await pool.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers) ${query.sql}`,
          query.params,
        );
        const lines = result.rows.map((row) => row['QUERY PLAN']);
        const execution = lines.find((line) => line.startsWith('Execution Time:')) ?? '';
        plans.push({
          ...query,
          plan: lines.join('\n'),
          executionMs: Number(/([\d.]+) ms/.exec(execution)?.[1] ?? NaN),
        });
      }
      return plans;
    },
    async close() {
      await app.close();
      await pool.end();
    },
  };
}
