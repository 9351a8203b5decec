import { MESSAGES } from '@chairside/domain';

/**
 * SPEC §8 "the server message or <fallback>": what the server said, else the screen's own text
 * in place of the generic unknown-error message.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message && error.message !== MESSAGES.unknownError) {
    return error.message;
  }
  return fallback;
}
