import { z } from 'zod';

/** POST /auth/login; the other auth routes answer a messageBody, except POST /auth/verify. */
export const loginResponseSchema = z.object({ access_token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * POST /auth/verify. When the address had more than one registration waiting with different
 * passwords, none is activated: the answer carries a one-time password-reset code, and whoever
 * opened the emailed link chooses the password on the reset page.
 */
export const verifyEmailResponseSchema = z.object({
  message: z.string(),
  passwordResetCode: z.string().optional(),
});
