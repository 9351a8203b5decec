import fc from 'fast-check';

/** Text that breaks naive SQL, HTML, template, path and log handling, and awkward Unicode. */
export const INJECTION_STRINGS = [
  "'); DROP TABLE users;--",
  "' OR '1'='1",
  '" OR ""="',
  '1; SELECT pg_sleep(5)--',
  "admin'--",
  "Robert'); DELETE FROM shifts WHERE ('1'='1",
  '$1',
  '\\',
  "\\'",
  '%',
  '_',
  '%_%',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '%s%s%n',
  '../../../../etc/passwd',
  '=HYPERLINK("http://evil.test")',
  'line\r\nX-Injected: 1',
  'Casey\nClaim your prize at https://evil.test',
  'tab\tseparated',
  'next\u0085line',
  'line\u2028separator',
  'isolate \u2067right\u2069 left',
  '\u200b\u200b\u200b',
  '\u3164\u3164',
  'NUL\u0000byte',
  '\u0000',
  'lone \ud800 surrogate',
  '\udfff',
  '🦷😀👩‍⚕️',
  'Zoë Ñandú Øster',
  'مرحبا بالعالم',
  '\u202egnp.exe',
  'zero\u200bwidth',
  '\ufeffBOM',
  'e\u0301',
  '',
  ' ',
  '   padded   ',
  '\t\n',
  'null',
  'undefined',
  'NaN',
  'true',
  '-1',
  '0',
  '1e309',
  '[]',
  '{}',
  '__proto__',
  'constructor',
];

/** Lengths just below, at and above the limits the schemas use (names, codes, notes, emails). */
const BOUNDARY_LENGTHS = [
  1, 2, 3, 4, 5, 49, 50, 51, 99, 100, 101, 199, 200, 201, 254, 255, 500, 501,
];

export const boundaryString: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(...BOUNDARY_LENGTHS), fc.constantFrom('x', 'é', "'", '<', '9', '😀'))
  .map(([length, char]) => char.repeat(length).slice(0, length));

/** Long text: over the 64 KB body limit as JSON, and long enough to hurt a bad regex. */
const hugeString: fc.Arbitrary<string> = fc
  .constantFrom(5_000, 70_000)
  .map((length) => 'A'.repeat(length));

/** What PostgreSQL text cannot hold (NUL) and what is not text at all (unpaired surrogates). */
const UNSTORABLE_STRINGS = ['\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\udc00\ud800'];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...INJECTION_STRINGS), weight: 6 },
  { arbitrary: fc.constantFrom(...UNSTORABLE_STRINGS), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }), weight: 2 },
  { arbitrary: boundaryString, weight: 2 },
  {
    arbitrary: fc
      .array(fc.constantFrom(...INJECTION_STRINGS), { minLength: 2, maxLength: 4 })
      .map((parts) => parts.join(' ')),
    weight: 1,
  },
  { arbitrary: hugeString, weight: 1 },
);

const BOUNDARY_NUMBERS = [
  0,
  -0,
  1,
  -1,
  0.5,
  1.5,
  -1.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  12,
  13,
  1000,
  9999,
  10_000,
  1440,
  1441,
];

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  { arbitrary: fc.constantFrom(...BOUNDARY_NUMBERS), weight: 4 },
  { arbitrary: fc.integer(), weight: 2 },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 1 },
);

const scalar: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: hostileNumber, weight: 3 },
  { arbitrary: fc.boolean(), weight: 1 },
  { arbitrary: fc.constant(null), weight: 1 },
);

/** Arrays and objects nested this deep: far beyond what any schema expects. */
function deeplyNested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = kind === 'array' ? [value] : { a: value };
  return value;
}

/** Any JSON value a hostile client could put where a field is expected. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: scalar, weight: 8 },
  { arbitrary: fc.array(scalar, { maxLength: 5 }), weight: 2 },
  { arbitrary: fc.array(hostileNumber, { minLength: 501, maxLength: 520 }), weight: 1 },
  { arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 4 }), weight: 1 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom(50, 2_000), fc.constantFrom('array' as const, 'object' as const))
      .map(([depth, kind]) => deeplyNested(depth, kind)),
    weight: 1,
  },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
);

/** A query string value: hostile text, numbers written every odd way, or nothing. */
export const hostileQueryValue: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: hostileNumber.map(String), weight: 3 },
  {
    arbitrary: fc.constantFrom(
      '0x1F',
      '1e3',
      '+5',
      ' 7 ',
      '7.0',
      '٣',
      '１',
      'Infinity',
      '-Infinity',
      '99999999999999999999999',
      '2031-02-30',
      '0000-01-01',
      '9999-12-31',
      '2024-13-01',
      '2024-01-01T99:99',
      'All',
      'all',
      'ACTIVE',
    ),
    weight: 2,
  },
);

/** A path segment where an id belongs. */
export function hostilePathSegment(existingIds: readonly number[]): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...existingIds.map(String)), weight: 2 },
    {
      arbitrary: fc.constantFrom(
        '0',
        '-1',
        '-0',
        '1.5',
        '1e3',
        '0x1A',
        '0b11',
        '+1',
        ' 1',
        '1 ',
        '1,2',
        '2147483647',
        '2147483648',
        '9007199254740993',
        '99999999999999999999',
        'NaN',
        'Infinity',
        'null',
        'undefined',
        'true',
        '[]',
        '{}',
        '١',
        '１',
        '..',
        '%2e%2e',
        '%2F',
        '%00',
        '%E0%A4%A',
        '%',
        '%ZZ',
        '%C0%AF',
        '1;DROP%20TABLE%20users',
        '9'.repeat(201),
      ),
      weight: 4,
    },
    { arbitrary: hostileString.map(percentEncode), weight: 2 },
  );
}

/**
 * Percent-encodes like encodeURIComponent, but also what it refuses: a lone surrogate goes out
 * as its three (invalid) UTF-8 bytes, as a hostile client could send it.
 */
export function percentEncode(text: string): string {
  let out = '';
  for (const char of text) {
    if (/^[A-Za-z0-9\-_.!~*'()]$/.test(char)) {
      out += char;
      continue;
    }
    const point = char.codePointAt(0) as number;
    for (const byte of utf8Bytes(point))
      out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function utf8Bytes(point: number): number[] {
  if (point < 0x80) return [point];
  if (point < 0x800) return [0xc0 | (point >> 6), 0x80 | (point & 0x3f)];
  if (point < 0x10000) {
    return [0xe0 | (point >> 12), 0x80 | ((point >> 6) & 0x3f), 0x80 | (point & 0x3f)];
  }
  return [
    0xf0 | (point >> 18),
    0x80 | ((point >> 12) & 0x3f),
    0x80 | ((point >> 6) & 0x3f),
    0x80 | (point & 0x3f),
  ];
}

interface RawBody {
  label: string;
  contentType: string;
  payload: string | Buffer;
}

const json = (label: string, payload: string | Buffer): RawBody => ({
  label,
  contentType: 'application/json',
  payload,
});

/** Whole bodies that are not what any route expects, as raw text with their content type. */
export const RAW_BODIES: readonly RawBody[] = [
  json('truncated JSON', '{"name": "x", '),
  json('trailing comma', '{"a": 1,}'),
  json('single quotes', "{'a': 1}"),
  json('bare word', 'undefined'),
  json('NaN literal', '{"a": NaN}'),
  json('huge exponent', '{"userId": 1e400}'),
  json('long digits', `{"userId": ${'9'.repeat(400)}}`),
  json('JSON string', '"just a string"'),
  json('JSON number', '42'),
  json('JSON null', 'null'),
  json('JSON array', '[{"a": 1}]'),
  json('empty object', '{}'),
  json('empty body', ''),
  json('whitespace body', ' \n\t '),
  json('BOM then JSON', '\ufeff{"a": 1}'),
  json('__proto__ key', '{"__proto__": {"isAdmin": true, "position": "admin"}}'),
  json('constructor.prototype key', '{"constructor": {"prototype": {"position": "admin"}}}'),
  json('nested __proto__', '{"a": {"b": {"__proto__": {"polluted": 1}}}}'),
  json('duplicate keys', '{"a": 1, "a": [2]}'),
  json('deep array', `${'['.repeat(20_000)}${']'.repeat(20_000)}`),
  json(
    'deep object with __proto__',
    `${'{"a":'.repeat(5_000)}{"__proto__":{}}${'}'.repeat(5_000)}`,
  ),
  json(
    'invalid UTF-8',
    Buffer.concat([Buffer.from('{"name": "'), Buffer.from([0xff, 0xfe, 0xc0]), Buffer.from('"}')]),
  ),
  json('escaped NUL', '{"name": "a\\u0000b"}'),
  json('escaped lone surrogate', '{"name": "a\\ud800b"}'),
  json('over 64 KB', `{"a": "${'x'.repeat(70_000)}"}`),
  { label: 'form encoded', contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
  { label: 'plain text', contentType: 'text/plain', payload: 'hello' },
  { label: 'XML', contentType: 'application/xml', payload: '<a>1</a>' },
  {
    label: 'multipart',
    contentType: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
  },
  {
    label: 'JSON with odd charset',
    contentType: 'application/json; charset=latin1',
    payload: '{}',
  },
  { label: 'JSON as text', contentType: 'text/json', payload: '{}' },
  { label: 'content type garbage', contentType: ';;;', payload: '{}' },
];
