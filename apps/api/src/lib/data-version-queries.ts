import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { dataVersions } from '../db/schema.ts';

/**
 * The change counter behind what the actor can see: their organization's, or for an independent
 * (who sees shifts of every organization) the sum of all, which grows with any write anywhere.
 */
export async function dataVersionFor(
  db: Executor,
  actor: { organizationId: number | null },
): Promise<string> {
  const where =
    actor.organizationId === null
      ? undefined
      : eq(dataVersions.organizationId, actor.organizationId);
  const [row] = await db
    .select({ version: sql<string>`coalesce(sum(${dataVersions.version}), 0)::text` })
    .from(dataVersions)
    .where(where);
  return row?.version ?? '0';
}
