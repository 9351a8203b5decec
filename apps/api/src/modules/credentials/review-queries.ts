import type { CredentialReviewFilter } from '@chairside/domain';
import { and, asc, eq, gte, ilike, inArray, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { credentials, organizations, users } from '../../db/schema.ts';
import { listPage, selectPageRows, type PageRequest } from '../../lib/paging.ts';
import { containsPattern } from '../../lib/scope.ts';
import { credentialColumns, verifiers, type CredentialRecord } from './queries.ts';

export interface ReviewFilters {
  /** The people of this organization; null: independent professionals. */
  organizationId: number | null;
  search?: string;
  filter: CredentialReviewFilter;
  /** The credentials' today, and the last day of the expiring window (CREDENTIAL_EXPIRING_DAYS). */
  today: string;
  expiringUntil: string;
}

/** The review page's filters: unverified (and current), expiring, expired, or any of them. */
function statusWhere({ filter, today, expiringUntil }: ReviewFilters): SQL | undefined {
  const current = gte(credentials.expiresOn, today);
  switch (filter) {
    case 'unverified':
      return and(isNull(credentials.verifiedAt), current);
    case 'expiring':
      return and(current, lte(credentials.expiresOn, expiringUntil));
    case 'expired':
      return lt(credentials.expiresOn, today);
    case 'attention':
      return or(isNull(credentials.verifiedAt), lte(credentials.expiresOn, expiringUntil));
  }
}

/**
 * The people in scope, whose name contains the search: a subquery on users read from
 * users_organization_name_idx, so that the page and its count stay on credentials (DESIGN §10).
 */
function peopleInScope(db: Executor, filters: ReviewFilters) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        filters.organizationId === null
          ? isNull(users.organizationId)
          : eq(users.organizationId, filters.organizationId),
        filters.search ? ilike(users.name, containsPattern(filters.search)) : undefined,
      ),
    );
}

const holders = alias(users, 'holder');

export interface ReviewRecord extends CredentialRecord {
  holderName: string;
  holderJobTitle: string;
  organizationName: string | null;
}

/** One page of the review list, the soonest expiry first. */
export async function reviewPage(db: Executor, filters: ReviewFilters, page: PageRequest) {
  const order = [asc(credentials.expiresOn), asc(credentials.id)];
  const list = {
    table: credentials,
    id: credentials.id,
    where: and(inArray(credentials.userId, peopleInScope(db, filters)), statusWhere(filters)),
    order,
  };
  return listPage(db, list, page, async (pageIds): Promise<ReviewRecord[]> => {
    return selectPageRows(db, pageIds, credentials, {
      ...credentialColumns,
      holderName: holders.name,
      holderJobTitle: holders.jobTitle,
      organizationName: organizations.name,
    })
      .innerJoin(holders, eq(holders.id, credentials.userId))
      .leftJoin(organizations, eq(organizations.id, holders.organizationId))
      .leftJoin(verifiers, eq(verifiers.id, credentials.verifiedBy))
      .orderBy(...order);
  });
}
