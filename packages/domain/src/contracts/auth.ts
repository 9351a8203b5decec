import { z } from 'zod';

/** POST /auth/login; the other auth routes answer a messageBody. */
export const loginResponseSchema = z.object({ access_token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;
