import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/db/client.ts';

/**
 * Lets time pass for the throttles: every recorded attempt becomes `seconds` older. The limits
 * count attempts in PostgreSQL by their creation time, so this is what waiting would do.
 */
export async function rewindAttempts(db: Database, seconds: number): Promise<void> {
  await db.execute(
    sql`update rate_limit_events set created_at = created_at - make_interval(secs => ${seconds})`,
  );
}

/** Lets time pass for a user's phone codes: older, and nearer their expiry by as much. */
export async function agePhoneCodes(db: Database, userId: number, seconds: number) {
  await db.execute(sql`
    update one_time_codes
    set created_at = created_at - make_interval(secs => ${seconds}),
        expires_at = expires_at - make_interval(secs => ${seconds})
    where user_id = ${userId} and purpose = 'phone_verification'`);
}

/** Lets time pass for the texts counted against a number (one a minute, five a day). */
export async function rewindTexts(db: Database, phoneNumber: string, seconds: number) {
  await db.execute(sql`
    update rate_limit_events set created_at = created_at - make_interval(secs => ${seconds})
    where key = ${`phone-text:${phoneNumber}`}`);
}

/** A database whose every use throws, as when PostgreSQL is gone: the way to a real 500. */
export function unreachableDatabase(): Database {
  return new Proxy({} as Database, {
    get() {
      throw new Error('database unreachable');
    },
  });
}
