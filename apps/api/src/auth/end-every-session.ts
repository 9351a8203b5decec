import type { Executor } from '../db/client.ts';
import { forgetOwnFeeds } from '../modules/calendar/index.ts';
import { forgetTicketsOf } from '../modules/live/index.ts';
import { deleteSubscriptionsOfUser } from '../modules/push/index.ts';
import { revokeSessions } from './session-queries.ts';

/**
 * Ends everything a session of the user can reach (DESIGN §6), in the caller's transaction: a
 * password reset or change, 'Sign out of all devices' (one's own or an administrator's), a
 * deactivation, an invite's pending account set up again. Every path that bumps the token
 * version goes through here, so none forgets one of these:
 *
 * - tokens: the version goes up, so every earlier token answers 401 (tokens.ts), and open live
 *   streams of earlier tokens close on the `sessions` announcement the bump NOTIFYs at commit;
 * - live-update tickets not yet used are deleted (a ticket also carries the version it was issued
 *   at, which redeeming checks, so one issued during this transaction is refused too);
 * - calendar feed links: the feeds are forgotten, so their URLs answer 404; Settings creates the
 *   person's feeds again with new URLs when it next lists them;
 * - push subscriptions: every browser of the person stops receiving; the one that keeps its
 *   session (a password change) subscribes again with its new token.
 *
 * Answers the new token version.
 */
export async function endEverySession(tx: Executor, userId: number): Promise<number> {
  const version = await revokeSessions(tx, userId);
  await forgetTicketsOf(tx, userId);
  await forgetOwnFeeds(tx, userId);
  await deleteSubscriptionsOfUser(tx, userId);
  return version;
}
