import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SignedInUser } from '../auth/actor.ts';

/** 'Past' states and offer deadlines change what is shown, so a tag holds for one minute at most. */
const TIME_BUCKET_MS = 60_000;

/**
 * Issue #15 §3: a weak ETag from the change counter (read with the signed-in user, before the
 * route's query), the caller (id, position, token version, organization, locations), the full
 * URL and the minute, so that a 304 costs no read of its own.
 */
export function weakTagFor(actor: SignedInUser, url: string): string {
  const version = actor.dataVersion;
  const caller = [
    actor.id,
    actor.position,
    actor.tokenVersion,
    actor.organizationId,
    [...actor.locationIds].sort((a, b) => a - b).join(','),
  ];
  const digest = createHash('sha256')
    .update(JSON.stringify([version, caller, url, Math.floor(Date.now() / TIME_BUCKET_MS)]))
    .digest('base64url')
    .slice(0, 27);
  return `W/"${digest}"`;
}

/** If-None-Match compares weakly: any listed tag equal to ours, or `*`. */
export function matchesIfNoneMatch(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  const opaque = tag.replace(/^W\//, '');
  return header
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .some((candidate) => candidate === '*' || candidate === opaque);
}

/** The answers a browser may keep and revalidate: a full one and a 304. */
export function isRevalidatable(reply: FastifyReply): boolean {
  return reply.hasHeader('ETag') && (reply.statusCode === 200 || reply.statusCode === 304);
}

/**
 * Route options for a conditional GET: answers 304 with no body when the caller's tag matches,
 * else lets the route run and sends the tag with its 200 (never with an error).
 */
export function conditionalGet() {
  return {
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      const tag = weakTagFor(request.actor, request.url);
      reply.header('ETag', tag);
      if (matchesIfNoneMatch(request.headers['if-none-match'], tag)) return reply.code(304).send();
      return undefined;
    },
    onSend: async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (!isRevalidatable(reply)) reply.removeHeader('ETag');
      return payload;
    },
  };
}
