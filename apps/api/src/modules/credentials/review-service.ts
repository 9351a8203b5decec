import {
  addDaysToDate,
  canReviewCredentials,
  CREDENTIAL_EXPIRING_DAYS,
  credentialToday,
  isPlatformAdmin,
  type CredentialReviewQuery,
} from '@chairside/domain';
import type { SignedInUser } from '../../auth/actor.ts';
import type { AppContext } from '../../context.ts';
import { assertCan } from '../../lib/errors.ts';
import { presentCredential } from './queries.ts';
import { reviewPage } from './review-queries.ts';

/**
 * GET /credentials/review (issue #27 §4): an organization's admins and managers review its
 * people; a platform admin the independent professionals, or one organization's people when
 * asked. Everyone else is refused (403), as for the administration lists.
 */
export async function review(ctx: AppContext, actor: SignedInUser, query: CredentialReviewQuery) {
  assertCan(canReviewCredentials(actor));
  const today = credentialToday();
  const page = await reviewPage(
    ctx.db,
    {
      organizationId: isPlatformAdmin(actor)
        ? (query.organizationId ?? null)
        : actor.organizationId,
      search: query.search,
      filter: query.status,
      today,
      expiringUntil: addDaysToDate(today, CREDENTIAL_EXPIRING_DAYS),
    },
    { limit: query.limit, offset: query.offset },
  );
  return {
    total: page.total,
    items: page.items.map((row) => ({
      person: {
        id: row.userId,
        name: row.holderName,
        jobTitle: row.holderJobTitle,
        organizationName: row.organizationName,
      },
      credential: presentCredential(row, today),
    })),
  };
}
