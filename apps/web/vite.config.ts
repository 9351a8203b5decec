import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { postBuild } from './vite/post-build.ts';

/**
 * The web tests that render with react-dom/server (the build's prerender, forms adopting text
 * typed into server-rendered HTML): run apart, each in its own worker
 * (vitest.server-render.config.ts).
 */
export const SERVER_RENDER_TESTS = [
  'src/prerender.test.tsx',
  'src/components/forms/use-schema-form.test.tsx',
];

export default defineConfig({
  plugins: [react(), tailwindcss(), postBuild()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Zod without eval, whoever imports it (src/lib/zod-jitless.ts).
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)),
      },
    ],
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3000}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // scripts/check-bundle-size.ts follows it to sum what each screen loads (DESIGN §10).
    manifest: true,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...SERVER_RENDER_TESTS],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Worker threads, not child processes: each file still gets a fresh worker (isolation), but
    // starting a thread and importing jsdom and React into it costs less than a process. On a
    // sample of 19 files (120 tests): 97 s of CPU instead of 107, import time 53 s instead of 92.
    pool: 'threads',
    // One jsdom and one module graph per worker, not per file (issue #25): the 83 files import
    // the same React, Radix and app modules, and evaluating them and building a jsdom for each
    // file was most of this project's time. On the whole project under load: 160 s of CPU
    // instead of 376. setup.ts resets what a file could leave behind (DOM, storage, cookies,
    // toasts, clock, globals); a test that times out mid-render can still disturb the files after
    // it in its worker, so a timeout here is the failure to look at first. React's server
    // renderer leaves context values set on the context objects it shares with the client
    // renderer (a later <Router> then believes it is inside one), so the files that render on
    // the server run apart: vitest.server-render.config.ts.
    isolate: false,
    // Pre-bundles the dependencies Vitest transforms for jsdom (react-dom) once, as Vite's dev
    // server does, instead of in every test file: about a fifth off a sample of route tests.
    deps: { optimizer: { client: { enabled: true } } },
    // Lazy routes are transformed on first use; under a parallel run that can pass 5 s, and a
    // full route with user events took more than 15 s with two workers beside other builds
    // (load average 12). A passing test never waits for this bound, only a failing one does.
    testTimeout: 30_000,
  },
});
