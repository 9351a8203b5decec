import { z } from 'zod';
import { UNSUBSCRIBE_MESSAGES } from '../messages/general.ts';

/** A token as the server signs it: `<user id>.<group>.<signature>`, all URL-safe. */
export const unsubscribeTokenSchema = z
  .string({ error: UNSUBSCRIBE_MESSAGES.invalidLink })
  .trim()
  .max(200, UNSUBSCRIBE_MESSAGES.invalidLink)
  .regex(/^\d{1,10}\.[A-Za-z]{1,40}\.[A-Za-z0-9_-]{43}$/, UNSUBSCRIBE_MESSAGES.invalidLink);

/**
 * POST /unsubscribe: `{token}` as JSON from the web page, or RFC 8058's one-click form
 * (`List-Unsubscribe=One-Click`) that a mail client posts to the header's URL, whose query
 * carries the token.
 */
const tokenParameter = z.string({ error: UNSUBSCRIBE_MESSAGES.invalidLink }).optional();

export const unsubscribePayloadSchema = z.object({
  token: tokenParameter,
  'List-Unsubscribe': z.string().optional(),
});
export const unsubscribeQuerySchema = z.object({ token: tokenParameter });
