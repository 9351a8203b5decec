import { sql } from 'drizzle-orm';
import type { TestApp } from './app.ts';

export const MINUTE_SECONDS = 60;
export const DAY_SECONDS = 24 * 60 * MINUTE_SECONDS;

/**
 * Lets time pass for the throttles: every attempt they count (rate_limit_events) becomes
 * `seconds` older, which is what waiting would do, with no sleep. `keyPrefix` narrows it to
 * one throttle's keys (e.g. 'phone-text:').
 */
export async function rewindThrottles(t: Pick<TestApp, 'db'>, seconds: number, keyPrefix = '') {
  await t.db.execute(sql`
    update rate_limit_events set created_at = created_at - make_interval(secs => ${seconds})
    where left(key, ${keyPrefix.length}) = ${keyPrefix}`);
}

/** A minute and a second pass for the throttles: a target may be sent its next message. */
export function letAMinutePass(t: Pick<TestApp, 'db'>, keyPrefix = '') {
  return rewindThrottles(t, MINUTE_SECONDS + 1, keyPrefix);
}
