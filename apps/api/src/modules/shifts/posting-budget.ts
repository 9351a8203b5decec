import { SHIFT_MESSAGES, waitText } from '@chairside/domain';
import { attemptTimes, countAttempts, recordAttempts } from '../../auth/attempt-queries.ts';
import { THROTTLE_KEYS } from '../../auth/throttle-keys.ts';
import type { AppContext } from '../../context.ts';
import { LOCK_SPACES, takeTurns } from '../../db/advisory-locks.ts';
import type { Executor } from '../../db/client.ts';
import { TooManyRequestsError } from '../../lib/errors.ts';

const HOUR = 60 * 60_000;

/**
 * Issue #23 §9: one manager's postings must not hold the shared database for everyone. Each
 * organization may post `config.shiftPostsPerHour` shifts an hour (SHIFT_POSTS_PER_HOUR), every
 * way of posting counted (a single shift, a series, a copied week, uncovered hours): a series
 * of 366 counts 366. Called in the posting's transaction before any shift is written, with the
 * number of shifts by organization; past the budget the whole posting is refused with 429 and
 * nothing is posted. The organizations' postings take turns on their budget (an advisory lock
 * held to the end of the transaction, taken after every other lock of a posting), so two
 * postings at once cannot both fit in what is left; a posting rolled back gives its count back.
 */
export async function spendPostingBudget(
  ctx: AppContext,
  tx: Executor,
  organizationIds: readonly number[],
): Promise<void> {
  const budget = ctx.config.shiftPostsPerHour;
  const counts = new Map<number, number>();
  for (const id of organizationIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  // In one order, so two postings spanning the same organizations never wait in a circle.
  for (const [organizationId, count] of [...counts].sort(([a], [b]) => a - b)) {
    if (count > budget)
      throw new TooManyRequestsError(SHIFT_MESSAGES.postingBudgetTooSmall(budget));
    const key = THROTTLE_KEYS.shiftPostsOfOrganization(organizationId);
    await takeTurns(tx, LOCK_SPACES.attemptKeys, key);
    const posted = await countAttempts(tx, key, HOUR);
    if (posted + count > budget) {
      // The posting fits once enough of the hour's earliest postings have left the window.
      const times = await attemptTimes(tx, key, HOUR);
      const freeing = times[posted + count - budget - 1];
      const waitMs = Math.max(1, (freeing?.getTime() ?? Date.now()) + HOUR - Date.now());
      throw new TooManyRequestsError(
        SHIFT_MESSAGES.postingBudgetReached(posted, budget, waitText(waitMs)),
        waitMs,
      );
    }
    await recordAttempts(tx, Array<string>(count).fill(key));
  }
}
