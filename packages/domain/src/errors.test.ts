import { describe, expect, it } from 'vitest';
import { errorMessageFromBody } from './errors.ts';

const UNKNOWN = 'Unknown error has occurred please try again later.';

describe('errorMessageFromBody (SPEC §8)', () => {
  it.each([
    [
      'a list joined with ", "',
      { message: ['Name is required', 'City is required'] },
      'Name is required, City is required',
    ],
    ['a one-item list as its item', { message: ['Invalid reset link'] }, 'Invalid reset link'],
    ['a string as is', { message: 'Shift already confirmed' }, 'Shift already confirmed'],
  ])('shows %s', (_case, body, text) => {
    expect(errorMessageFromBody(body)).toBe(text);
  });

  it.each([
    ['no body', undefined],
    ['a null body', null],
    ['a text body', 'Bad Gateway'],
    ['a body without message', { error: 'Bad Request' }],
    ['a numeric message', { message: 42 }],
    ['an object message', { message: { text: 'nested' } }],
    ['an empty message', { message: '' }],
  ])('falls back to the unknown error for %s', (_case, body) => {
    expect(errorMessageFromBody(body)).toBe(UNKNOWN);
  });
});
