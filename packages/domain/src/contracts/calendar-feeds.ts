import { z } from 'zod';
import { calendarFeedScopeSchema } from '../calendar-feeds.ts';
import { CALENDAR_MESSAGES } from '../messages/general.ts';

/** One of the caller's calendar feeds: GET /calendar/feeds and its regenerate route. */
export const calendarFeedSchema = z.object({
  scope: calendarFeedScopeSchema,
  /** 'My shifts', the organization's name, or a location's name. */
  label: z.string(),
  /** The https URL of the .ics file; anyone holding it can read the feed. */
  url: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const calendarFeedListSchema = z.object({ feeds: z.array(calendarFeedSchema) });
export type CalendarFeedList = z.infer<typeof calendarFeedListSchema>;

export const calendarFeedScopeParamSchema = z.object({ scope: calendarFeedScopeSchema });

/** '<token>.ics': the token the server issues (43 base64url characters). */
export const feedFileParamSchema = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, CALENDAR_MESSAGES.feedNotFound),
});
