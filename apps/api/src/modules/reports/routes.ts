import { Readable } from 'node:stream';
import {
  payrollFileName,
  payrollLineSchema,
  reportFileName,
  reportQuerySchema,
  reportRowSchema,
} from '@chairside/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { signedInArea } from '../../lib/area-routes.ts';
import { plainJsonSerializer } from '../../lib/http-schemas.ts';
import * as reports from './service.ts';

export function reportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return signedInArea('reports', ctx, ({ app, schema }) => {
    app.get(
      '/shifts',
      {
        ...plainJsonSerializer,
        schema: schema({
          querystring: reportQuerySchema,
          response: { 200: z.array(reportRowSchema) },
        }),
      },
      async (request) => reports.rows(ctx, request.actor, request.query),
    );

    app.get(
      '/shifts.csv',
      {
        // No response schema: the answer is a CSV stream, not JSON.
        schema: csvSchema(
          'The same report as CSV (SPEC §9 columns, then the pay), streamed for ranges of any size.',
        ),
      },
      async (request, reply) =>
        sendCsv(reply, reportFileName, reports.csvLines(ctx, request.actor, request.query)),
    );

    app.get(
      '/payroll',
      {
        schema: schema({
          querystring: reportQuerySchema,
          response: { 200: z.array(payrollLineSchema) },
        }),
      },
      async (request) => reports.payroll(ctx, request.actor, request.query),
    );

    app.get(
      '/payroll.csv',
      {
        schema: csvSchema('The payroll as CSV (issue #28 §4), one line per person and engagement.'),
      },
      async (request, reply) =>
        sendCsv(reply, payrollFileName, reports.payrollCsvLines(ctx, request.actor, request.query)),
    );
  });
}

function csvSchema(description: string) {
  return {
    tags: ['reports'],
    security: [{ bearerAuth: [] }],
    querystring: reportQuerySchema,
    description,
  };
}

/** Streams CSV lines as a download named for today. */
async function sendCsv(
  reply: FastifyReply,
  fileName: (date: string) => string,
  lines: AsyncGenerator<string>,
) {
  // Pull the header first so that a refusal (403) answers JSON before streaming starts.
  const header = await lines.next();
  const today = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName(today)}"`)
    .send(
      Readable.from(
        (async function* () {
          if (!header.done) yield header.value;
          yield* lines;
        })(),
      ),
    );
}
