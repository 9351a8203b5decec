import { MESSAGES } from '@chairside/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, TooManyRequestsError } from '../lib/errors.ts';

function validationMessages(error: { validation: { message?: string; instancePath?: string }[] }) {
  const messages = error.validation.map((issue) =>
    // The zod type provider names the whole body '/' (an issue with an empty path).
    (issue.instancePath === '' || issue.instancePath === '/') &&
    issue.message?.startsWith('Invalid input')
      ? 'The request must be a JSON object'
      : (issue.message ?? 'Invalid input'),
  );
  return [...new Set(messages)];
}

/** One place that turns every failure into `{ message }` with a fitting status (DESIGN §4). */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof TooManyRequestsError && error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return reply.status(error.statusCode).send({ message: error.messages });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ message: validationMessages(error) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, wrong content type, rate limit.
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: MESSAGES.unknownError });
  });
}
