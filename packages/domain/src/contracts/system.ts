import { z } from 'zod';

/** GET /health. */
export const healthSchema = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof healthSchema>;

/** GET /config: what the browser needs at run time (DESIGN §7); nothing secret. */
export const publicConfigSchema = z.object({ tileUrl: z.string() });
export type PublicConfig = z.infer<typeof publicConfigSchema>;
