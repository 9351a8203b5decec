import { idParam } from '@chairside/domain';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Routes } from '../../lib/area-routes.ts';
import { shiftInvoice } from './invoice-service.ts';

/**
 * Issue #28 §4: a 1099 shift's invoice as a PDF download, added to the shifts area, whose
 * preHandler loads `request.shift`. Like every /api answer it is `Cache-Control: no-store`.
 */
export function invoiceRoutes(
  app: Routes,
  ctx: AppContext,
  preHandler: preHandlerAsyncHookHandler,
) {
  app.get(
    '/:id/invoice.pdf',
    {
      preHandler,
      // No success schema: the answer is a PDF, not JSON.
      schema: {
        tags: ['shifts'],
        security: [{ bearerAuth: [] }],
        params: idParam,
        description:
          'The invoice of a 1099 shift with an approved timesheet (issue #28 §4), as a PDF.',
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await shiftInvoice(ctx, request.actor, request.shift);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  );
}
