import { z } from 'zod';

/** GET /health. */
export const healthSchema = z.object({ status: z.literal('ok') });

/** GET /config: what the browser needs at run time (DESIGN §7); nothing secret. */
export const publicConfigSchema = z.object({ tileUrl: z.string() });
