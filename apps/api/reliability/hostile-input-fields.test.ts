import { describe, expect, it } from 'vitest';
import {
  DATE_FIELDS,
  dateInForm,
  dateLikeFields,
  HOSTILE_DATES,
  HOSTILE_YEARS,
  NOT_DATE_VALUES,
} from './support/hostile/dates.ts';
import { fieldKey, fieldRequest } from './support/hostile/fields.ts';
import { BOUNDARY_NUMBERS, numericFieldsOf, schemaTakes } from './support/hostile/numbers.ts';
import { hostileInputFile } from './support/hostile/suite.ts';
import { HOSTILE_URLS, refusalsOf, URL_FIELDS, urlFieldsOf } from './support/hostile/url-fields.ts';
import { HOSTILE_ACTORS } from './support/hostile/world.ts';

/** Every account of the hostile world, nobody and the forged token aside. */
const ACCOUNTS = HOSTILE_ACTORS.filter((actor) => actor !== null && actor !== 'forged');

/**
 * Hostile input (docs/RELIABILITY.md §2), field by field: catalogues of hostile values that every
 * date, number and URL field of every route gets, each value sent on its own in an otherwise
 * valid request.
 */
await hostileInputFile('hostile-input-fields', (suite) => {
  describe('every date field of every route (issue point 6: Copy Week answered 500 for 9999-12-26)', () => {
    it('names every field of every route that takes a date', () => {
      expect(DATE_FIELDS.map(fieldKey).sort()).toEqual(dateLikeFields(suite.routes));
    });

    it.each(DATE_FIELDS.map((field) => [fieldKey(field), field] as const))(
      '%s: a date out of the years 1000-9998, no date, or no text at all gets 400 with a message and changes nothing',
      async (key, field) => {
        await suite.freshWorld();
        const route = suite.route(field.route);
        const values: unknown[] =
          field.form === 'year'
            ? [...HOSTILE_YEARS]
            : HOSTILE_DATES.map((date) => dateInForm(date, field.form));
        if (field.in === 'body') values.push(...NOT_DATE_VALUES);
        for (const value of values) {
          suite.countCase();
          const request = fieldRequest(suite.runner.world, route, field, {
            kind: `date ${field.path.join('.')}`,
            actor: field.actor,
            value,
          });
          const response = await suite.runner.send(request, { digest: true });
          expect(
            response.statusCode,
            `${key} = ${JSON.stringify(value).slice(0, 80)}: ${response.body.slice(0, 300)}`,
          ).toBe(400);
        }
      },
    );
  });

  describe('every numeric field of every route (issue #25: Copy Week answered 500 for locationId 4294967296)', () => {
    const fields = numericFieldsOf(suite.routes);

    it('finds the numeric fields of every route: ids in paths, queries, bodies and lists', () => {
      expect(fields.map(fieldKey)).toEqual(
        expect.arrayContaining([
          'GET /api/shifts/:id path:id',
          'GET /api/reports/shifts query:locationId',
          'POST /api/shifts/copy-week body:locationId',
          'POST /api/shifts/series body:shift.locationId',
          'POST /api/notifications/read body:ids',
        ]),
      );
    });

    it.each(fields.map((field) => [fieldKey(field), field] as const))(
      '%s: 2^31, 2^32, 2^53 + 2, -1, 0, 1.5 and 1e400 answer below 500, a 4xx with a message where the schema refuses the number, and a refusal changes nothing',
      async (key, field) => {
        await suite.freshWorld();
        const route = suite.route(field.route);
        for (const value of BOUNDARY_NUMBERS) {
          const taken = schemaTakes(field.schema, Number(value.text));
          // A number the schema refuses is refused before any rule of the route, whoever sends
          // it; one it takes reaches the rules, where who asks decides how far it goes.
          const actors = taken ? ACCOUNTS : [route.secured ? ('adminA' as const) : null];
          for (const actor of actors) {
            suite.countCase();
            const request = fieldRequest(suite.runner.world, route, field, {
              kind: `number ${field.path.join('.')}`,
              actor,
              value,
            });
            const response = await suite.runner.send(request, { digest: true });
            if (taken) continue;
            expect(
              response.statusCode,
              `${key} = ${value.text}: ${response.body.slice(0, 300)}`,
            ).toBeGreaterThanOrEqual(400);
          }
        }
      },
    );
  });

  describe('URL fields: no URL a user sends makes the server reach its own network (issue #23 §1)', () => {
    it('the catalogue lists every URL-like field of every route', () => {
      const listed = URL_FIELDS.map((entry) => `${entry.route} ${entry.field}`).sort();
      expect(urlFieldsOf(suite.routes)).toEqual(listed);
    });

    it.each(URL_FIELDS.map((entry) => [`${entry.route} ${entry.field}`, entry] as const))(
      '%s refuses every loopback, private, link-local, IP-literal and foreign URL, storing nothing',
      async (_label, entry) => {
        await suite.freshWorld();
        const [method, url] = entry.route.split(' ');
        for (const [label, hostile] of HOSTILE_URLS) {
          suite.countCase();
          const response = await suite.runner.send(
            {
              kind: `url field (${label})`,
              actor: entry.actor,
              method,
              url,
              headers: { 'content-type': 'application/json' },
              payload: JSON.stringify(entry.body(hostile)),
              remoteAddress: '10.77.0.1',
            },
            { digest: true },
          );
          expect(refusalsOf(entry, hostile), `${entry.route} ${label}: ${response.body}`).toContain(
            response.statusCode,
          );
        }
      },
    );
  });
});
