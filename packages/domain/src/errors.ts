import { MESSAGES } from './messages/general.ts';

/** SPEC §8: the text shown for a failed response body. */
export function errorMessageFromBody(body: unknown): string {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (Array.isArray(message)) return message.join(', ');
    if (typeof message === 'string' && message) return message;
  }
  return MESSAGES.unknownError;
}
