import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { UnauthorizedError } from '../lib/errors.ts';
import type { TokenService } from '../lib/tokens.ts';
import { findSignedInUser, type SignedInUser } from '../modules/users/actor-queries.ts';

declare module 'fastify' {
  interface FastifyRequest {
    actor: SignedInUser;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

/** Decorates `app.authenticate`, a preHandler that sets `request.actor` or answers 401. */
export function registerAuthentication(app: FastifyInstance, db: Database, tokens: TokenService) {
  app.decorateRequest('actor', null as unknown as SignedInUser);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
    const userId = token ? await tokens.verify(token) : null;
    if (!userId) throw new UnauthorizedError();
    const user = await findSignedInUser(db, userId);
    if (!user || !user.isActive) throw new UnauthorizedError();
    request.actor = user;
  });
}
