import { MESSAGES } from '@chairside/domain';
import { toast } from 'sonner';
import { AUTH_TEXT } from '../messages.ts';

/** SPEC §8: a failed call is a destructive toast titled 'Error' with the server's message. */
export function toastApiError(error: unknown): void {
  toast.error(AUTH_TEXT.errorTitle, {
    description: error instanceof Error ? error.message : MESSAGES.unknownError,
  });
}
