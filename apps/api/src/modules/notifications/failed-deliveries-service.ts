import {
  canViewFailedDeliveries,
  type FailedDelivery,
  type failedDeliveryListQuerySchema,
  type Page,
} from '@chairside/domain';
import type { z } from 'zod';
import type { SignedInUser } from '../../auth/actor.ts';
import type { AppContext } from '../../context.ts';
import { assertCan } from '../../lib/errors.ts';
import { pageWithTotal } from '../../lib/paging.ts';
import { allFailedMessages, countAllFailedMessages, type OutboxRecord } from './outbox-queries.ts';

function present(row: OutboxRecord): FailedDelivery {
  return {
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    // allFailedMessages reads given-up rows only: failed_at is set.
    failedAt: (row.failedAt as Date).toISOString(),
  };
}

/** The messages the outbox gave up on, the latest first, for a platform admin to act on. */
export async function list(
  ctx: AppContext,
  actor: SignedInUser,
  query: z.output<typeof failedDeliveryListQuerySchema>,
): Promise<Page<FailedDelivery>> {
  assertCan(canViewFailedDeliveries(actor));
  const rows = await allFailedMessages(ctx.db, query);
  const page = await pageWithTotal(query, rows, () => countAllFailedMessages(ctx.db));
  return {
    items: page.items.map(present),
    total: page.total,
  };
}
