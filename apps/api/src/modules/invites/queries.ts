import type { Actor, JobTitle } from '@chairside/domain';
import { and, asc, desc, eq, getTableColumns, isNull, ne, sql } from 'drizzle-orm';
import type { SignedInUser } from '../../auth/actor.ts';
import { LIVE_CODE, spendCodes } from '../../auth/code-queries.ts';
import type { Executor } from '../../db/client.ts';
import { inviteLocations, invites, oneTimeCodes, organizations, users } from '../../db/schema.ts';
import { hashCode } from '../../lib/crypto.ts';
import { listPage, selectPageRows, type PageRequest } from '../../lib/paging.ts';
import {
  inOrganization,
  organizationScope,
  type ScopedSearch,
  scopedSearchWhere,
  visibleOrNotFound,
} from '../../lib/scope.ts';

const whereOf = (filters: ScopedSearch) =>
  scopedSearchWhere(invites.organizationId, [invites.name, invites.email], filters);

/** The locations a location manager's invite will let them manage. */
const managingLocationIds = sql<number[]>`coalesce((
    select array_agg(il.location_id order by il.location_id) from ${inviteLocations} il where il.invite_id = "invites"."id"
  ), '{}'::int[])`;

const inviteColumns = {
  id: invites.id,
  name: invites.name,
  email: invites.email,
  organizationId: invites.organizationId,
  organizationName: organizations.name,
  position: invites.position,
  jobTitle: invites.jobTitle,
  isVerified: invites.isVerified,
  managingLocationIds,
};

/**
 * One page of invites, newest first: the page's ids from the (created_at desc, id) or
 * (organization_id, created_at desc, id) index, then the organization name and managed
 * locations of those rows only.
 */
export async function listInvites(db: Executor, filters: ScopedSearch, page: PageRequest) {
  const newestFirst = [desc(invites.createdAt), asc(invites.id)];
  const list = { table: invites, id: invites.id, where: whereOf(filters), order: newestFirst };
  return listPage(db, list, page, (pageIds) =>
    selectPageRows(db, pageIds, invites, inviteColumns)
      .innerJoin(organizations, eq(organizations.id, invites.organizationId))
      .orderBy(...newestFirst),
  );
}

/** An invite the actor may see, as the list shows it; else NotFoundError. */
export async function findVisibleInvite(db: Executor, actor: Actor, id: number) {
  const [row] = await db
    .select(inviteColumns)
    .from(invites)
    .innerJoin(organizations, eq(organizations.id, invites.organizationId))
    .where(eq(invites.id, id));
  return visibleOrNotFound(actor, row);
}

/** The stored invite the actor may see, its row locked until the transaction ends. */
export async function lockVisibleInvite(tx: Executor, actor: Actor, id: number) {
  const [row] = await tx.select().from(invites).where(eq(invites.id, id)).for('update');
  return visibleOrNotFound(actor, row);
}

export async function insertInvite(
  tx: Executor,
  invite: Pick<
    typeof invites.$inferInsert,
    'organizationId' | 'name' | 'email' | 'position' | 'invitedBy'
  >,
  locationIds: number[],
): Promise<number> {
  const [row] = await tx.insert(invites).values(invite).returning({ id: invites.id });
  if (locationIds.length > 0) {
    await tx
      .insert(inviteLocations)
      .values(locationIds.map((locationId) => ({ inviteId: row.id, locationId })));
  }
  return row.id;
}

export async function deleteInvite(db: Executor, id: number) {
  await db.delete(invites).where(eq(invites.id, id));
}

/** Who answers for the invite now: its sender, or whoever last resent it. */
export async function setInviter(tx: Executor, inviteId: number, inviterId: number) {
  await tx.update(invites).set({ invitedBy: inviterId }).where(eq(invites.id, inviteId));
}

/**
 * The account an invited address already has, whatever its organization: an invite checks it
 * before it is sent and when it is accepted. Never the answer to a route's read.
 */
export async function findInviteeAccountAcrossOrganizations(tx: Executor, email: string) {
  const [user] = await tx
    .select({
      id: users.id,
      organizationId: users.organizationId,
      position: users.position,
      phoneVerifiedAt: users.phoneVerifiedAt,
    })
    .from(users)
    .where(eq(users.email, email));
  return user ?? null;
}

/** The address an invite link code was sent to, spent or not; null for no such code. */
export async function findEmailOfInviteCodeAcrossOrganizations(
  tx: Executor,
  code: string,
): Promise<string | null> {
  const [row] = await tx
    .select({ email: invites.email })
    .from(oneTimeCodes)
    .innerJoin(invites, eq(invites.id, oneTimeCodes.inviteId))
    .where(and(eq(oneTimeCodes.purpose, 'invite'), eq(oneTimeCodes.codeHash, hashCode(code))));
  return row?.email ?? null;
}

/**
 * The invite whose link code was just spent, with its organization's name and the locations it
 * lets a location manager manage. The spent code is the credential: no actor scopes it.
 */
export async function findSpentInviteAcrossOrganizations(tx: Executor, inviteId: number) {
  const [row] = await tx
    .select({
      ...getTableColumns(invites),
      organizationName: organizations.name,
      managingLocationIds,
    })
    .from(invites)
    .innerJoin(organizations, eq(organizations.id, invites.organizationId))
    .where(eq(invites.id, inviteId));
  return row ?? null;
}

export type SpentInvite = NonNullable<
  Awaited<ReturnType<typeof findSpentInviteAcrossOrganizations>>
>;

/** The account an accepted invite creates: the emailed link proves the address. */
export async function createInvitedAccount(
  tx: Executor,
  invite: SpentInvite,
  account: { passwordHash: string; phoneNumber: string; jobTitle: JobTitle },
): Promise<number> {
  const [user] = await tx
    .insert(users)
    .values({
      email: invite.email,
      passwordHash: account.passwordHash,
      name: invite.name,
      phoneNumber: account.phoneNumber,
      jobTitle: account.jobTitle,
      position: invite.position,
      organizationId: invite.organizationId,
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  return user.id;
}

/**
 * Sets up again an account an invite created whose phone was never verified; the service ends
 * the sessions signed in with the old password (endEverySession).
 */
export async function resetPendingAccount(
  tx: Executor,
  userId: number,
  account: { passwordHash: string; phoneNumber: string; jobTitle: JobTitle },
) {
  await tx
    .update(users)
    .set({
      ...account,
      phoneVerifiedAt: null,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

/** The account an invite was accepted with (and, for a joining account, Verified at once). */
export async function recordInvitee(
  tx: Executor,
  inviteId: number,
  invitee: { userId: number; jobTitle: string | null; isVerified?: true },
) {
  await tx.update(invites).set(invitee).where(eq(invites.id, inviteId));
}

/** The signed-in user's organization, position and job title, their row locked. */
export async function lockOwnAccount(tx: Executor, actor: SignedInUser) {
  const [user] = await tx
    .select({
      organizationId: users.organizationId,
      position: users.position,
      jobTitle: users.jobTitle,
    })
    .from(users)
    .where(eq(users.id, actor.id))
    .for('update');
  return user ?? null;
}

/**
 * An invite still waiting inside its lifetime: not accepted, and holding a live link code. An
 * expired one (7 days without a resend) no longer blocks its address.
 */
const isLive = sql`exists (
  select 1 from ${oneTimeCodes} c
  where c.invite_id = ${invites.id} and c.purpose = 'invite'
    and c.used_at is null and c.expires_at > now())`;

/**
 * A live invite of this email in this organization, within the actor's reach (other than
 * `exceptId`). Only the same organization's invites count: another organization's pending
 * invite neither blocks the address nor tells that it exists.
 */
export async function findLiveInvite(
  db: Executor,
  actor: Actor,
  invite: { email: string; organizationId: number; exceptId?: number },
) {
  const { email, organizationId, exceptId } = invite;
  const [row] = await db
    .select({ id: invites.id })
    .from(invites)
    .where(
      and(
        eq(invites.email, email),
        eq(invites.organizationId, organizationId),
        inOrganization(invites.organizationId, organizationScope(actor)),
        eq(invites.isVerified, false),
        isNull(invites.userId),
        exceptId === undefined ? undefined : ne(invites.id, exceptId),
        isLive,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Retires an invite's live link codes: a resent invite's earlier link stops working. */
export async function retireInviteCodes(db: Executor, inviteId: number) {
  await spendCodes(
    db,
    and(eq(oneTimeCodes.purpose, 'invite'), eq(oneTimeCodes.inviteId, inviteId), ...LIVE_CODE),
  );
}
