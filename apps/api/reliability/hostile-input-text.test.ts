import type { Page } from '@chairside/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectedStored, roundTripText, textTargets } from './support/hostile/round-trip.ts';
import { hostileInputFile, RUNS_PER_ROUTE, SEED } from './support/hostile/suite.ts';

const ROUND_TRIP_RUNS = Math.ceil(RUNS_PER_ROUTE / 4);

/**
 * Hostile input (docs/RELIABILITY.md §2): injection strings, random Unicode and text at the
 * length limits through every text field the API stores and shows again (trust issue #11, item 7).
 */
await hostileInputFile('hostile-input-text', (suite) => {
  const { t } = suite;

  describe('text round-trips as plain text: stored and answered exactly (trimmed), or a clear 400', () => {
    let sequence = 0;
    const targets = textTargets(t, () => suite.runner.world);

    it.each(targets.map((target) => [target.label, target] as const))(
      '%s',
      async (_label, target) => {
        await suite.freshWorld();
        await fc.assert(
          fc.asyncProperty(roundTripText, async (text) => {
            suite.countCase();
            sequence += 1;
            const request = await target.write(text, sequence);
            // The write may have prepared rows of its own (a shift to request).
            await suite.runner.snapshot();
            const response = await suite.runner.send(request, { digest: true });
            const expected = expectedStored(text, target.rule);
            if (!expected.accepted) {
              expect(response.statusCode, `${target.label} ${JSON.stringify(text)}`).toBe(400);
              return;
            }
            expect(
              response.statusCode,
              `${target.label} ${JSON.stringify(text)}: ${response.body}`,
            ).toBeLessThan(300);
            expect(await target.readBack(response.json(), sequence)).toBe(expected.stored);
            if (target.search && expected.stored) {
              const page = await t.app.inject({
                url: target.search.url(expected.stored),
                headers: {
                  authorization: `Bearer ${suite.runner.world.actors[target.search.actor].token}`,
                },
              });
              expect(page.statusCode).toBe(200);
              const { items, total } = page.json<Page<unknown>>();
              const needle = expected.stored.toLowerCase();
              // The search reads %, _ and \ as plain characters: every row found holds the text.
              for (const row of items)
                expect(target.search.textOf(row).toLowerCase()).toContain(needle);
              if (total <= items.length) {
                expect(items.map((row) => target.search?.nameOf(row))).toContain(expected.stored);
              }
            }
          }),
          { numRuns: ROUND_TRIP_RUNS, seed: SEED },
        );
      },
    );
  });
});
