/*
 * 'zod' as the web build resolves it (vite.config.ts aliases the bare specifier here, so the
 * domain schemas get it too). Zod compiles fast object parsers with `new Function`, and probes
 * for that when a schema is created; the app's Content-Security-Policy (script-src 'self')
 * forbids it, and Chrome reports even the caught probe as a CSP violation (a Lighthouse
 * best-practices failure). Jitless mode skips the probe and parses the same way, without eval.
 * It must be set before any schema exists, hence this module rather than a call in main.tsx.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default, z } from 'zod/v4';
