import { describe, expect, it } from 'vitest';
import { formatUsPhone, normalizeUsPhone } from './phone.ts';

describe('normalizeUsPhone (SPEC §5)', () => {
  it.each([
    ['5551234567', '+15551234567'],
    ['(555) 123-4567', '+15551234567'],
    ['555.123.4567', '+15551234567'],
    [' 555 123 4567 ', '+15551234567'],
    ['15551234567', '+15551234567'],
    ['1 (555) 123-4567', '+15551234567'],
    ['+1 555-123-4567', '+15551234567'],
    ['+15551234567', '+15551234567'],
  ])('normalizes %j to +1 plus its ten digits', (input, normalized) => {
    expect(normalizeUsPhone(input)).toBe(normalized);
  });

  it.each([
    ['', 'nothing'],
    ['555123456', '9 digits'],
    ['25551234567', '11 digits not starting with 1'],
    ['+44 20 7946 0958', 'a foreign number'],
    ['155512345678', '12 digits'],
    ['phone', 'no digits'],
  ])('refuses %j (%s)', (input) => {
    expect(normalizeUsPhone(input)).toBeNull();
  });
});

describe('formatUsPhone', () => {
  it.each([
    ['+15551234567', '(555) 123-4567'],
    ['5551234567', '(555) 123-4567'],
  ])('shows %s as %s', (input, shown) => {
    expect(formatUsPhone(input)).toBe(shown);
  });

  it('leaves a number it cannot read as it is', () => {
    expect(formatUsPhone('12345')).toBe('12345');
  });
});
