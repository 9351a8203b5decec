import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorsOf, parseValid } from '../test-support.ts';
import { registerPayloadSchema } from './auth.ts';
import {
  notesField,
  NOTES_CONTROL_CHARACTERS,
  optionalSingleLineText,
  personNameField,
  singleLineText,
} from './fields.ts';
import { createInviteSchema } from './invites.ts';
import { createLocationSchema } from './locations.ts';
import { createOrganizationSchema } from './organizations.ts';
import { profileUpdateSchema } from './settings.ts';

/**
 * Trust issue #11, item 7: a name with a line break and a link was written verbatim into an
 * email. Every name and single-line field refuses line breaks, tabs, other C0/C1 controls,
 * bidirectional overrides and isolates, and values made only of invisible characters.
 */
const field = (schema: z.ZodType) => z.object({ value: schema });

const REFUSED_INSIDE = [
  ['a line feed', 'Casey\nVisit https://evil.test'],
  ['a carriage return and line feed', 'Casey\r\nX-Injected: 1'],
  ['a carriage return', 'Casey\rJordan'],
  ['a tab', 'Casey\tJordan'],
  ['a vertical tab', 'Casey\u000bJordan'],
  ['an escape (C0)', 'Casey\u001b[31mJordan'],
  ['DEL', 'Casey\u007fJordan'],
  ['a next-line (C1)', 'Casey\u0085Jordan'],
  ['a C1 control', 'Casey\u009bJordan'],
  ['a line separator', 'Casey\u2028Jordan'],
  ['a paragraph separator', 'Casey\u2029Jordan'],
  ['a right-to-left override', 'Casey \u202egnp.exe'],
  ['a left-to-right embedding', 'Casey \u202aJordan'],
  ['a pop directional formatting', 'Casey\u202c Jordan'],
  ['a right-to-left isolate', 'Casey \u2067Jordan\u2069'],
  ['a first-strong isolate', 'Casey \u2068Jordan'],
] as const;

const INVISIBLE_ONLY = [
  ['zero-width spaces', '\u200b\u200b\u200b'],
  ['a zero-width joiner and non-joiner', '\u200d\u200c\u200d'],
  ['word joiners', '\u2060\u2060\u2060'],
  ['a byte-order mark inside spaces', 'a'.slice(1) + '\u200b\ufeff\u200b'],
  ['soft hyphens', '\u00ad\u00ad\u00ad'],
  ['Hangul fillers', '\u3164\u3164\u3164'],
  ['left-to-right marks', '\u200e\u200e\u200e'],
] as const;

describe('singleLineText: the one rule of every name and single-line field', () => {
  const schema = field(singleLineText('City', 'City is required', 100));

  it.each(REFUSED_INSIDE)('refuses %s with a clear message', (_what, value) => {
    expect(errorsOf(schema, { value })).toEqual({
      value: 'City cannot contain line breaks or control characters',
    });
  });

  it.each(INVISIBLE_ONLY)('refuses a value made only of %s', (_what, value) => {
    expect(errorsOf(schema, { value })).toEqual({
      value: 'City cannot be made only of invisible characters',
    });
  });

  it('trims line breaks and tabs at either end, as it trims spaces', () => {
    expect(parseValid(schema, { value: '\n\tAustin \r\n' })).toEqual({ value: 'Austin' });
  });

  it('still says the field is required when nothing but whitespace is sent', () => {
    expect(errorsOf(schema, { value: '\n\t\r\n' })).toEqual({ value: 'City is required' });
  });

  it.each([
    ['an emoji with joiners', 'Dr 👩‍⚕️ Ayala'],
    ['a Persian name with a zero-width non-joiner', 'می‌خواهم'],
    ['Arabic text', 'مرحبا بالعالم'],
    ['a right-to-left mark inside text', 'Casey \u200fJordan'],
    ['a combining accent', 'Zoe\u0308'],
    ['markup, which is plain text here', '<b>Casey</b> & "Jordan"'],
    ['a URL on one line', 'Casey https://example.test'],
  ])('keeps %s', (_what, value) => {
    expect(parseValid(schema, { value })).toEqual({ value });
  });

  it('applies to optional single-line text, where blank is still null', () => {
    const optional = field(optionalSingleLineText('Address Line 2', 200));
    expect(parseValid(optional, { value: ' \n ' })).toEqual({ value: null });
    expect(errorsOf(optional, { value: 'Suite 4\nFloor 2' })).toEqual({
      value: 'Address Line 2 cannot contain line breaks or control characters',
    });
  });
});

describe('every name and single-line field of every payload follows it', () => {
  const injected = 'Casey\nClaim your prize: https://evil.test';
  const address = {
    addressLine1: '1 Main St',
    city: 'Austin',
    stateCode: 'TX',
    zipCode: '78701',
  };
  const cases: [string, z.ZodType, Record<string, unknown>, string, string][] = [
    [
      'registration name',
      registerPayloadSchema,
      { email: 'casey@example.test', jobTitle: 'Hygienist', password: 'Casey-pass-1' },
      'name',
      'Name',
    ],
    ['profile name', profileUpdateSchema, { jobTitle: 'Hygienist' }, 'name', 'Name'],
    [
      'invite name',
      createInviteSchema,
      { email: 'casey@example.test', position: 'employee' },
      'name',
      'Name',
    ],
    ['organization name', createOrganizationSchema, { ...address }, 'name', 'Name'],
    ...(['addressLine1', 'addressLine2', 'city'] as const).map(
      (key) =>
        [
          `organization ${key}`,
          createOrganizationSchema,
          { name: 'Alder Dental', ...address },
          key,
          { addressLine1: 'Address Line 1', addressLine2: 'Address Line 2', city: 'City' }[key],
        ] as [string, z.ZodType, Record<string, unknown>, string, string],
    ),
    ...(['name', 'locationNumber', 'addressLine1', 'addressLine2', 'city'] as const).map(
      (key) =>
        [
          `location ${key}`,
          createLocationSchema,
          { name: 'Main', locationNumber: 'L-1', timezone: 'America/Chicago', ...address },
          key,
          {
            name: 'Name',
            locationNumber: 'Location ID',
            addressLine1: 'Address Line 1',
            addressLine2: 'Address Line 2',
            city: 'City',
          }[key],
        ] as [string, z.ZodType, Record<string, unknown>, string, string],
    ),
  ];

  it.each(cases)('%s', (_label, schema, rest, key, label) => {
    expect(errorsOf(schema, { ...rest, [key]: injected })[key]).toBe(
      `${label} cannot contain line breaks or control characters`,
    );
    expect(errorsOf(schema, { ...rest, [key]: '\u200b\u200b\u200b' })[key]).toBe(
      `${label} cannot be made only of invisible characters`,
    );
    expect(errorsOf(schema, { ...rest, [key]: 'Casey Jordan' })).toEqual({});
  });

  it('personNameField is that rule with its length limits', () => {
    expect(errorsOf(field(personNameField), { value: 'Al\u202eice' })).toEqual({
      value: 'Name cannot contain line breaks or control characters',
    });
  });
});

describe('notes: several lines, nothing else', () => {
  const schema = field(notesField);

  it('keeps line breaks', () => {
    expect(parseValid(schema, { value: 'Bring scrubs.\n\nParking in the back.' })).toEqual({
      value: 'Bring scrubs.\n\nParking in the back.',
    });
  });

  it('stores a carriage return, alone or before a line feed, as a line feed', () => {
    expect(parseValid(schema, { value: 'One\r\nTwo\rThree' })).toEqual({
      value: 'One\nTwo\nThree',
    });
  });

  it.each([
    ['a tab', 'Bring\tscrubs'],
    ['an escape', 'Bring \u001b[2Jscrubs'],
    ['a C1 control', 'Bring\u0085scrubs'],
    ['a line separator', 'Bring\u2028scrubs'],
    ['a right-to-left override', 'Bring \u202escrubs'],
    ['an isolate', 'Bring \u2066scrubs'],
  ])('refuses %s', (_what, value) => {
    expect(errorsOf(schema, { value })).toEqual({ value: NOTES_CONTROL_CHARACTERS });
  });
});
