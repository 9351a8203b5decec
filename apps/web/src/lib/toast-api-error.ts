import { MESSAGES } from '@chairside/domain';
import { toast } from 'sonner';

/** SPEC §8: a failure the user is told about is a destructive toast titled 'Error'. */
export function toastError(description: string): void {
  toast.error('Error', { description });
}

/** SPEC §8: a failed call shows the server's message (ApiError carries it, already worded). */
export function toastApiError(error: unknown): void {
  toastError(error instanceof Error ? error.message : MESSAGES.unknownError);
}
