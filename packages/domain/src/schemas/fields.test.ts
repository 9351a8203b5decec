import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorsOf, parseValid } from '../test-support.ts';
import {
  emailField,
  idField,
  idParam,
  jsonId,
  notesField,
  optionalText,
  optionalUsPhoneField,
  passwordField,
  personNameField,
  requiredText,
  usPhoneField,
} from './fields.ts';

const field = (schema: z.ZodType) => z.object({ value: schema });

describe('requiredText', () => {
  const schema = field(requiredText('City is required'));

  it.each([[''], ['   '], [undefined], [null], [42]])('refuses %j with its message', (value) => {
    expect(errorsOf(schema, { value })).toEqual({ value: 'City is required' });
  });

  it('trims what it keeps', () => {
    expect(parseValid(schema, { value: '  Austin ' })).toEqual({ value: 'Austin' });
  });
});

describe('optionalText', () => {
  it.each([[undefined], [null], [''], ['  ']])('stores %j as null', (value) => {
    expect(parseValid(field(optionalText), { value })).toEqual({ value: null });
  });

  it('trims what it keeps', () => {
    expect(parseValid(field(optionalText), { value: ' Suite 4 ' })).toEqual({ value: 'Suite 4' });
  });
});

describe('emailField', () => {
  const schema = field(emailField);

  it.each([[''], ['   '], [undefined]])('says Email is required for %j', (value) => {
    expect(errorsOf(schema, { value })).toEqual({ value: 'Email is required' });
  });

  it.each([['dana'], ['dana@'], ['@example.com'], ['dana@example'], ['dana smith@example.com']])(
    'says Please enter a valid email address for %j',
    (value) => {
      expect(errorsOf(schema, { value })).toEqual({ value: 'Please enter a valid email address' });
    },
  );

  it('keeps a valid email trimmed and lower-cased', () => {
    expect(parseValid(schema, { value: '  Dana.W@Example.COM ' })).toEqual({
      value: 'dana.w@example.com',
    });
  });
});

describe('passwordField (SPEC §9: minimum 8)', () => {
  const schema = field(passwordField);

  it.each([[''], ['1234567'], [undefined]])(
    'says Password must be at least 8 characters long for %j',
    (value) => {
      expect(errorsOf(schema, { value })).toEqual({
        value: 'Password must be at least 8 characters long',
      });
    },
  );

  it('accepts exactly 8 characters', () => {
    expect(errorsOf(schema, { value: '12345678' })).toEqual({});
  });
});

describe('personNameField (SPEC §9: minimum 3)', () => {
  const schema = field(personNameField);

  it.each([[''], ['  '], [undefined]])('says Name is required for %j', (value) => {
    expect(errorsOf(schema, { value })).toEqual({ value: 'Name is required' });
  });

  it.each([['Al'], ['  Al  ']])('says Name must be at least 3 characters for %j', (value) => {
    expect(errorsOf(schema, { value })).toEqual({ value: 'Name must be at least 3 characters' });
  });

  it('accepts three characters', () => {
    expect(parseValid(schema, { value: ' Ana ' })).toEqual({ value: 'Ana' });
  });
});

describe('usPhoneField (SPEC §5)', () => {
  const schema = field(usPhoneField);

  it.each([[''], ['555-1234'], ['25125550134'], [undefined]])(
    'says Please enter a valid US phone number for %j',
    (value) => {
      expect(errorsOf(schema, { value })).toEqual({
        value: 'Please enter a valid US phone number',
      });
    },
  );

  it.each([
    ['(512) 555-0134', '+15125550134'],
    ['1-512-555-0134', '+15125550134'],
  ])('normalizes %j to %s', (value, normalized) => {
    expect(parseValid(schema, { value })).toEqual({ value: normalized });
  });
});

describe('optionalUsPhoneField', () => {
  const schema = field(optionalUsPhoneField);

  it.each([[null], [''], ['  ']])('stores %j as no phone', (value) => {
    expect(parseValid(schema, { value })).toEqual({ value: null });
  });

  it('leaves an absent phone absent, so that an update keeps the stored one', () => {
    expect(parseValid(schema, {})).toEqual({ value: undefined });
  });

  it('says Please enter a valid US phone number for a bad number', () => {
    expect(errorsOf(schema, { value: '12345' })).toEqual({
      value: 'Please enter a valid US phone number',
    });
  });

  it('normalizes a valid number', () => {
    expect(parseValid(schema, { value: '512 555 0134' })).toEqual({ value: '+15125550134' });
  });
});

describe('notesField (SPEC §9: maximum 500)', () => {
  const schema = field(notesField);

  it('says Notes must be 500 characters or less for 501 characters', () => {
    expect(errorsOf(schema, { value: 'x'.repeat(501) })).toEqual({
      value: 'Notes must be 500 characters or less',
    });
  });

  it('accepts 500 characters', () => {
    expect(parseValid(schema, { value: 'x'.repeat(500) })).toEqual({ value: 'x'.repeat(500) });
  });

  it.each([[undefined], [null], [''], ['   ']])('stores %j as no notes', (value) => {
    expect(parseValid(schema, { value })).toEqual({ value: null });
  });
});

describe('idField', () => {
  const schema = field(idField('Location is required'));

  it.each([[''], [undefined], [null], [0], [-3], [1.5], ['abc']])(
    'refuses %j with its message',
    (value) => {
      expect(errorsOf(schema, { value })).toEqual({ value: 'Location is required' });
    },
  );

  it.each([
    [7, 7],
    ['7', 7],
  ])('reads %j as id %i', (value, id) => {
    expect(parseValid(schema, { value })).toEqual({ value: id });
  });
});

describe('idParam', () => {
  it('reads a path id', () => {
    expect(parseValid(idParam, { id: '42' })).toEqual({ id: 42 });
  });

  it.each([['0'], ['-1'], ['abc'], ['2147483648']])('refuses path id %j', (id) => {
    expect(idParam.safeParse({ id }).success).toBe(false);
  });
});

describe('jsonId', () => {
  it('reads an id sent as a number', () => {
    expect(parseValid(field(jsonId()), { value: 2147483647 })).toEqual({ value: 2147483647 });
  });

  it.each([[2147483648], [4294967296], [0], [1.5], [true], ['7']])(
    'refuses %j, which names no row (a larger number would reach the database as an error)',
    (value) => {
      expect(field(jsonId()).safeParse({ value }).success).toBe(false);
    },
  );
});
