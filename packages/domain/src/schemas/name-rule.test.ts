import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorsOf, parseValid } from '../test-support.ts';
import { registerPayloadSchema } from './auth.ts';
import { personNameField } from './fields.ts';
import { createInviteSchema } from './invites.ts';
import { createLocationSchema } from './locations.ts';
import { createOrganizationSchema } from './organizations.ts';
import { hasInvisibleCharacter, hasLink } from './name-rule.ts';
import { profileUpdateSchema } from './settings.ts';

/**
 * Security issue, point 8: a name such as 'there, your payroll is on hold: visit
 * https://evil.example/pay' greeted the recipient from our address. A name holds no link, no
 * email address and no invisible format character.
 */
const LINKS = [
  ['the issue’s sentence', 'there, your payroll is on hold: visit https://evil.example/pay'],
  ['an http link', 'Casey http://evil.example'],
  ['a scheme in capitals', 'Casey HTTPS://EVIL.EXAMPLE'],
  ['another scheme', 'Casey ftp://files.evil.example'],
  ['a defanged scheme', 'Casey hxxps://evil.example'],
  ['www.', 'Casey www.evil.example'],
  ['WWW. alone', 'Visit WWW.evil'],
  ['a bare domain with a path', 'evil.example/pay'],
  ['a bare domain', 'Casey evil.example'],
  ['a bare domain in capitals', 'Casey EVIL.COM'],
  ['a bare domain at the end of a sentence', 'Pay at evil.example.'],
  ['a subdomain', 'mail.evil.co'],
  ['a domain of initials with a path', 't.co/abc'],
  ['a domain with a port', 'a.b.cd:8080'],
  ['a punycode domain', 'Casey evil.xn--p1ai'],
  ['an internationalized domain', 'Casey пример.рф'],
  ['an IPv4 address', 'Casey 192.0.2.10'],
  ['fullwidth letters', 'Casey ｅｖｉｌ．ｅｘａｍｐｌｅ'],
  ['an ideographic full stop', 'Casey evil。example'],
  ['a joiner hiding the dot', 'Casey evil\u200c.example'],
  ['a domain without a space after an honorific', 'Dr.Smith'],
  ['an email address', 'Casey casey@evil.example'],
  ['an email address alone', 'payroll@evil.example'],
  ['a fullwidth at sign', 'payroll＠evil.example'],
] as const;

const INVISIBLE = [
  ['a zero-width space (U+200B)', 'Casey\u200bJordan'],
  ['a left-to-right mark (U+200E)', 'Casey \u200eJordan'],
  ['a right-to-left mark (U+200F)', 'Casey \u200fJordan'],
  ['a word joiner (U+2060)', 'Casey\u2060Jordan'],
  ['a byte-order mark (U+FEFF)', 'Casey\ufeffJordan'],
  ['a soft hyphen (U+00AD)', 'Ca\u00adsey'],
  ['an Arabic letter mark (U+061C)', 'Casey\u061c Jordan'],
  ['an invisible times (U+2062)', 'Casey\u2062Jordan'],
  ['a tag character (U+E0041)', 'Casey\u{e0041}Jordan'],
  ['an interlinear annotation (U+FFF9)', 'Casey\ufff9Jordan'],
] as const;

const ORDINARY = [
  'Dr. J. Smith',
  "St. Mary's Dental",
  'J.Smith',
  'A.B. Jones',
  'Smith & Sons Dental, P.C.',
  'Casey Jordan, D.D.S.',
  'Ana Ruiz, Ph.D.',
  'No.5 Clinic',
  "O'Neil-Brown",
  'Jean-Luc Picard Jr.',
  'Dental Co.',
  'Suite 2.B',
  'Zoë Ñandú Øster',
  'Dr 👩‍⚕️ Ayala',
  'می‌خواهم',
  'مرحبا بالعالم',
  'Casey @ Front Desk',
  'Main Street (Location 12)',
  'Alder Dental: North',
] as const;

describe('the name rule', () => {
  it.each(LINKS)('finds a link in %s', (_what, value) => {
    expect(hasLink(value)).toBe(true);
  });

  it.each(INVISIBLE)('finds %s', (_what, value) => {
    expect(hasInvisibleCharacter(value)).toBe(true);
  });

  it.each(ORDINARY)('keeps the ordinary name %s', (value) => {
    expect(hasLink(value)).toBe(false);
    expect(hasInvisibleCharacter(value)).toBe(false);
    expect(parseValid(z.object({ value: personNameField }), { value })).toEqual({ value });
  });
});

describe('every name field follows it, with one message for links and one for invisible characters', () => {
  const address = { addressLine1: '1 Main St', city: 'Austin', stateCode: 'TX', zipCode: '78701' };
  const fields: [string, z.ZodType, Record<string, unknown>][] = [
    [
      'registration',
      registerPayloadSchema,
      { email: 'casey@example.test', jobTitle: 'Hygienist', password: 'Casey-pass-1' },
    ],
    ['profile', profileUpdateSchema, { jobTitle: 'Hygienist' }],
    ['invite', createInviteSchema, { email: 'casey@example.test', position: 'employee' }],
    ['organization', createOrganizationSchema, { ...address }],
    [
      'location',
      createLocationSchema,
      { locationNumber: 'L-1', timezone: 'America/Chicago', ...address },
    ],
  ];
  const cases = fields.flatMap(([field, schema, rest]) => [
    ...LINKS.map(
      ([what, value]) =>
        [`${field} name with ${what}`, schema, rest, value, 'Enter a name without links'] as const,
    ),
    ...INVISIBLE.map(
      ([what, value]) =>
        [
          `${field} name with ${what}`,
          schema,
          rest,
          value,
          'Enter a name without invisible characters',
        ] as const,
    ),
  ]);

  it.each(cases)('refuses the %s', (_label, schema, rest, value, message) => {
    expect(errorsOf(schema, { ...rest, name: value })).toEqual({ name: message });
  });

  it.each(fields)('keeps an ordinary %s name', (_field, schema, rest) => {
    for (const name of ORDINARY) expect(errorsOf(schema, { ...rest, name })).toEqual({});
  });

  it('leaves other single-line fields (a city, an address line) as they were', () => {
    expect(
      errorsOf(createOrganizationSchema, {
        ...address,
        name: 'Alder Dental',
        addressLine2: 'see www.example.test',
      }),
    ).toEqual({});
  });
});
