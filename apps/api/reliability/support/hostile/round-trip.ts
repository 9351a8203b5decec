import { hasLink } from '@chairside/domain';
import fc from 'fast-check';
import type { ActorKey } from '../../../test/support/admin-world.ts';
import type { TestApp } from '../../../test/support/app.ts';
import { localFromNow, makeShift } from '../../../test/support/shift-world.ts';
import type { HostileRequest } from './requests.ts';
import { boundaryString, INJECTION_STRINGS } from './values.ts';
import type { HostileWorld } from './world.ts';

/** Text the API must refuse: PostgreSQL cannot store NUL, and an unpaired surrogate is not text. */
// eslint-disable-next-line no-control-regex -- NUL is one of the characters looked for.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The single-line rule of names and other one-line fields (packages/domain fields.ts, trust
 * issue #11 item 7), written out again here as the oracle: after trimming, no C0/C1 control,
 * line or paragraph separator, bidirectional embedding, override or isolate, and not only
 * invisible characters.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for.
const SINGLE_LINE_REFUSED = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
/** Notes keep line feeds and carriage returns (stored as line feeds), and refuse the rest. */
const MULTI_LINE_REFUSED =
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for.
  /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const INVISIBLE_ONLY = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}]+$/u;
/**
 * Names also refuse every format character but the zero-width joiner and non-joiner, and links
 * (the domain's hasLink: the link heuristic is defined once; this checks every name route uses it).
 */
const NAME_INVISIBLE = /\p{Cf}/u;

/** How a field's schema normalizes text: trimmed, with a length range in characters. */
export interface TextRule {
  /** A name or other single line, or notes (several lines). */
  lines: 'single' | 'multi';
  min: number;
  max: number;
  /** A name (person, invitee, organization, location): no link, no invisible character. */
  name?: boolean;
  /** Blank text is stored as null (optional fields) instead of being refused. */
  blankIsNull?: boolean;
  /** The length limit applies to the text as sent, before trimming (notes). */
  maxBeforeTrim?: boolean;
}

/** What the API must store for a text: the trimmed text, null, or nothing (a 400). */
export function expectedStored(
  text: string,
  rule: TextRule,
): { accepted: true; stored: string | null } | { accepted: false } {
  // Lengths count characters (code points), as the schemas do, not UTF-16 units.
  const length = (value: string) => Array.from(value).length;
  if (UNSTORABLE.test(text)) return { accepted: false };
  if (rule.maxBeforeTrim && length(text) > rule.max) return { accepted: false };
  if (rule.lines === 'multi' && MULTI_LINE_REFUSED.test(text)) return { accepted: false };
  const trimmed = (rule.lines === 'multi' ? text.replace(/\r\n?/g, '\n') : text).trim();
  if (length(trimmed) > rule.max) return { accepted: false };
  if (trimmed.length === 0) {
    return rule.blankIsNull ? { accepted: true, stored: null } : { accepted: false };
  }
  if (length(trimmed) < rule.min) return { accepted: false };
  if (rule.lines === 'single') {
    if (SINGLE_LINE_REFUSED.test(trimmed) || INVISIBLE_ONLY.test(trimmed)) {
      return { accepted: false };
    }
  }
  if (rule.name) {
    if (NAME_INVISIBLE.test(trimmed.replace(/[\u200c\u200d]/g, '')) || hasLink(trimmed)) {
      return { accepted: false };
    }
  }
  return { accepted: true, stored: trimmed };
}

/** Injection strings, random Unicode (surrogates and NUL included) and text around the limits. */
export const roundTripText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...INJECTION_STRINGS), weight: 5 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom(...INJECTION_STRINGS), fc.constantFrom(...INJECTION_STRINGS))
      .map(([left, right]) => `${left} ${right}`),
    weight: 3,
  },
  { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }), weight: 2 },
  { arbitrary: boundaryString, weight: 2 },
);

export interface TextTarget {
  /** 'organization name' */
  label: string;
  rule: TextRule;
  /** The write that carries the text; `n` makes unique what must be unique (emails). */
  write(text: string, n: number): Promise<HostileRequest>;
  /** The stored text, read back through the API after an accepted write. */
  readBack(created: unknown, n: number): Promise<string | null>;
  /** An optional search for the stored text, which must treat it as plain text. */
  search?: {
    actor: ActorKey;
    url: (text: string) => string;
    /** The stored text of a row found. */
    nameOf: (row: unknown) => string;
    /** Everything the search looks in (name, email, location number). */
    textOf: (row: unknown) => string;
  };
}

const JSON_TYPE = { 'content-type': 'application/json' };

/** The text fields the API stores and shows again, each with the route that writes it. */
export function textTargets(t: TestApp, world: () => HostileWorld): TextTarget[] {
  const read = async (actor: ActorKey, url: string) => {
    const response = await t.app.inject({
      url,
      headers: { authorization: `Bearer ${world().actors[actor].token}` },
    });
    if (response.statusCode !== 200) {
      throw new Error(`reading back ${url} answered ${response.statusCode} ${response.body}`);
    }
    return response.json();
  };
  const post = (actor: ActorKey, url: string, body: object): HostileRequest => ({
    kind: 'round trip',
    actor,
    method: 'POST',
    url,
    headers: JSON_TYPE,
    payload: JSON.stringify(body),
    remoteAddress: '10.77.0.1',
  });
  const organization = (overrides: object) => ({
    name: 'Round Trip Dental',
    addressLine1: '1 Main St',
    city: 'Austin',
    stateCode: 'TX',
    zipCode: '78701',
    ...overrides,
  });
  const idOf = (created: unknown) => (created as { id: number }).id;
  /** A text field of a new organization, read back from its detail. */
  const organizationField = (
    field: 'name' | 'city' | 'addressLine2',
    label: string,
    rule: TextRule,
  ): TextTarget => ({
    label,
    rule,
    write: async (text) =>
      post('platformAdmin', '/api/organizations', organization({ [field]: text })),
    readBack: async (created) =>
      (await read('platformAdmin', `/api/organizations/${idOf(created)}`))[field],
  });
  /** A name search of the list at `path`, which also looks in the rows' `alsoIn` fields. */
  const nameSearch = (actor: ActorKey, path: string, alsoIn: string[] = []) => ({
    actor,
    url: (text: string) => `${path}?limit=100&search=${encodeURIComponent(text)}`,
    nameOf: (row: unknown) => (row as { name: string }).name,
    textOf: (row: unknown) => {
      const fields = row as Record<string, string>;
      return ['name', ...alsoIn].map((field) => fields[field]).join('\n');
    },
  });

  return [
    {
      ...organizationField('name', 'organization name', {
        lines: 'single',
        min: 1,
        max: 200,
        name: true,
      }),
      search: nameSearch('platformAdmin', '/api/organizations'),
    },
    organizationField('city', 'organization city', { lines: 'single', min: 1, max: 100 }),
    organizationField('addressLine2', 'organization address line 2', {
      lines: 'single',
      min: 0,
      max: 200,
      blankIsNull: true,
    }),
    {
      label: 'location name',
      rule: { lines: 'single', min: 1, max: 200, name: true },
      write: async (text, n) =>
        post('adminA', '/api/locations', {
          ...organization({ name: text }),
          locationNumber: `RT-${n}`,
          timezone: 'America/Chicago',
        }),
      readBack: async (created) => (await read('adminA', `/api/locations/${idOf(created)}`)).name,
      search: nameSearch('adminA', '/api/locations', ['locationNumber']),
    },
    {
      label: 'invitee name',
      rule: { lines: 'single', min: 1, max: 100, name: true },
      write: async (text, n) =>
        post('managerA', '/api/invites', {
          name: text,
          email: `round.trip.${n}@example.test`,
          position: 'employee',
        }),
      readBack: async (created, n) => {
        const email = `round.trip.${n}@example.test`;
        const page = await read('adminA', `/api/invites?search=${encodeURIComponent(email)}`);
        return page.items.find((row: { id: number }) => row.id === idOf(created))?.name;
      },
    },
    {
      label: 'profile name',
      rule: { lines: 'single', min: 3, max: 100, name: true },
      write: async (text) =>
        post('employeeA', '/api/users/me/profile', { name: text, jobTitle: 'Hygienist' }),
      readBack: async () => (await read('employeeA', '/api/users/me')).name,
      search: nameSearch('adminA', '/api/users', ['email']),
    },
    {
      label: 'registered name',
      rule: { lines: 'single', min: 3, max: 100, name: true },
      write: async (text, n) => ({
        ...post('employeeA', '/api/auth/register', {
          name: text,
          email: `round.trip.register.${n}@example.test`,
          jobTitle: 'Hygienist',
          password: 'Round-Trip-42',
        }),
        actor: null,
        // One client address registers 30 addresses an hour: each registration comes from its own.
        remoteAddress: `10.78.${Math.floor(n / 250) % 250}.${n % 250}`,
      }),
      readBack: async (_created, n) => {
        const email = `round.trip.register.${n}@example.test`;
        const page = await read('platformAdmin', `/api/users?search=${encodeURIComponent(email)}`);
        return page.items[0]?.name;
      },
    },
    {
      label: 'shift notes',
      rule: { lines: 'multi', min: 0, max: 500, blankIsNull: true, maxBeforeTrim: true },
      write: async (text, n) =>
        post('managerA', '/api/shifts', {
          locationId: world().a.locations[0].id,
          date: localFromNow(40 + (n % 300)),
          position: 'Hygienist',
          totalMinutes: 480,
          lunchMinutes: 60,
          notes: text,
          internalNotes: text,
        }),
      readBack: async (created) => {
        const shift = await read('managerA', `/api/shifts/${idOf(created)}`);
        if (shift.internalNotes !== shift.notes) {
          throw new Error(`internal notes ${JSON.stringify(shift.internalNotes)} differ`);
        }
        return shift.notes;
      },
    },
    {
      label: 'request notes',
      rule: { lines: 'multi', min: 0, max: 500, blankIsNull: true, maxBeforeTrim: true },
      write: async (text, n) => {
        // A shift of its own, so the employee's one request per shift is always the first.
        const shift = await makeShift(t.db, {
          locationId: world().a.locations[0].id,
          local: localFromNow(40 + (n % 300), '13:00'),
        });
        return post('employeeA', `/api/shifts/${shift.id}/requests`, { notes: text });
      },
      readBack: async (created) => {
        const { shiftId, id } = created as { shiftId: number; id: number };
        const list = await read('managerA', `/api/shifts/${shiftId}/requests`);
        return list.find((row: { id: number }) => row.id === id)?.notes;
      },
    },
  ];
}
