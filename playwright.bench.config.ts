import { defineConfig } from '@playwright/test';
import suite from './playwright.config.ts';

// Speed budgets are measured here, by `npm run bench:calendar`, and never by `npm test`: a
// shared or loaded CI machine is not a benchmark, and a timed test there fails by chance.
export default defineConfig({
  ...suite,
  testDir: 'e2e/bench',
  testMatch: '**/*.bench.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results/bench',
});
