import {
  CREDENTIAL_NEED_MESSAGES,
  credentialNeedName,
  credentialShortfalls,
  dueCredentialReminder,
  formatCredentialDate,
  shortfallForManager,
} from '@chairside/domain';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import {
  credentialExpiringEmail,
  credentialShortfallEmail,
  dispatch,
  shiftNotice,
} from '../notifications/index.ts';
import {
  findEligibilityPerson,
  findHeldCredentials,
  findLocationManagerContacts,
  findShiftAcrossOrganizations,
  shiftSummary,
} from '../shifts/index.ts';
import {
  claimCredentialReminder,
  claimShortfallCheck,
  findConfirmationAhead,
  findConfirmationsToCheck,
  findCredentialsDueReminder,
  markShortfallWarned,
} from './expiry-queries.ts';

const BATCH_SIZE = 100;

type ExpiryContext = { db: Database; config: AppConfig };

/** The worker's calendar day: reminders and checks are counted in UTC days. */
const utcDate = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Issue #27 §5: each credential's reminder due at `now` (30 and 7 days before its expiry), to
 * its holder in the app and by email, each once: the claim's row lands with the notice in one
 * transaction, and an instance racing for it finds the row taken and sends nothing.
 */
export async function sendCredentialReminders(ctx: ExpiryContext, now: Date): Promise<number> {
  const today = utcDate(now);
  let sent = 0;
  for (const credential of await findCredentialsDueReminder(ctx.db, today, BATCH_SIZE)) {
    const daysBefore = dueCredentialReminder(credential.expiresOn, today);
    if (daysBefore === null) continue;
    const done = await ctx.db.transaction(async (tx) => {
      const reminder = { credentialId: credential.id, expiresOn: credential.expiresOn, daysBefore };
      if (!(await claimCredentialReminder(tx, reminder))) return false;
      const name = credentialNeedName(credential);
      const text = CREDENTIAL_NEED_MESSAGES.reminder(
        name,
        formatCredentialDate(credential.expiresOn),
      );
      const link = `${ctx.config.publicUrl}/dashboard/settings`;
      await dispatch(
        tx,
        { userId: credential.userId, type: 'credential_expiring', shiftId: null, body: text },
        credentialExpiringEmail(credential, name, text, link),
        now,
      );
      return true;
    });
    if (done) sent += 1;
  }
  return sent;
}

/**
 * Issue #27 §5: the confirmations of shifts to come whose person will not hold what the shift
 * needs on its date (the eligibility rule's credentials, by the organization's check), each
 * checked once a day; the location's managers are told once per confirmation, naming what is
 * missing. Answers how many confirmations were warned of.
 */
export async function warnOfShortfalls(ctx: ExpiryContext, now: Date): Promise<number> {
  const today = utcDate(now);
  let warned = 0;
  for (const { requestId } of await findConfirmationsToCheck(ctx.db, today, now, BATCH_SIZE)) {
    const done = await ctx.db.transaction(async (tx) => {
      if (!(await claimShortfallCheck(tx, requestId, today))) return false;
      const confirmation = await findConfirmationAhead(tx, requestId, now);
      if (!confirmation) return false;
      const shift = await findShiftAcrossOrganizations(tx, confirmation.shiftId);
      const person = await findEligibilityPerson(tx, confirmation.employeeId);
      if (!shift || !person) return false;
      const held = await findHeldCredentials(tx, [person.id]);
      const [first] = credentialShortfalls(person, shift, held, now);
      if (!first) return false;
      await markShortfallWarned(tx, requestId, now);
      const lead = shortfallForManager(first, person.name);
      const summary = shiftSummary(ctx, shift);
      for (const manager of await findLocationManagerContacts(tx, shift)) {
        await dispatch(
          tx,
          shiftNotice(manager.id, 'credential_shortfall', shift.id, summary, lead),
          credentialShortfallEmail(manager, person.name, lead, summary),
          now,
        );
      }
      return true;
    });
    if (done) warned += 1;
  }
  return warned;
}

/** One round of the expiry worker: the holders' reminders, then the managers' warnings. */
export async function runCredentialExpiry(ctx: ExpiryContext, now: Date) {
  return {
    reminded: await sendCredentialReminders(ctx, now),
    warned: await warnOfShortfalls(ctx, now),
  };
}
