import { describe, expect, it } from 'vitest';
import { formatUsPhone, isUsPhoneDigits, normalizeUsPhone } from './phone.ts';

describe('normalizeUsPhone (SPEC §5)', () => {
  it.each([
    ['5125550134', '+15125550134'],
    ['(512) 555-0134', '+15125550134'],
    ['512.555.0134', '+15125550134'],
    [' 512 555 0134 ', '+15125550134'],
    ['15125550134', '+15125550134'],
    ['1 (512) 555-0134', '+15125550134'],
    ['+1 512-555-0134', '+15125550134'],
    ['+15125550134', '+15125550134'],
  ])('normalizes %j to +1 plus its ten digits', (input, normalized) => {
    expect(normalizeUsPhone(input)).toBe(normalized);
  });

  it.each([
    ['', 'nothing'],
    ['555123456', '9 digits'],
    ['25125550134', '11 digits not starting with 1'],
    ['+44 20 7946 0958', 'a foreign number'],
    ['151255501348', '12 digits'],
    ['phone', 'no digits'],
  ])('refuses %j (%s)', (input) => {
    expect(normalizeUsPhone(input)).toBeNull();
  });
});

describe('isUsPhoneDigits: NANP rules, no premium-rate or foreign numbers (issue #11)', () => {
  it.each([
    ['5125550134', 'Austin'],
    ['2125550100', 'New York, a 555-01xx line set aside for fiction'],
    ['7875550100', 'Puerto Rico'],
    ['9075550100', 'Alaska'],
    ['8085550100', 'Hawaii'],
    ['8005550100', 'toll-free'],
    ['2022345678', 'Washington'],
  ])('accepts %s (%s)', (digits) => {
    expect(isUsPhoneDigits(digits)).toBe(true);
  });

  it.each([
    ['9005550134', 'a premium-rate 900 area code'],
    ['5129760134', 'a premium-rate 976 exchange'],
    ['0125550134', 'an area code starting with 0'],
    ['1125550134', 'an area code starting with 1'],
    ['5120550134', 'an exchange starting with 0'],
    ['5121550134', 'an exchange starting with 1'],
    ['4115550134', 'the N11 area code 411'],
    ['9115550134', 'the N11 area code 911'],
    ['5122110134', 'the N11 exchange 211'],
    ['5129110134', 'the N11 exchange 911'],
    ['2925550134', 'an N9X area code, held for expansion'],
    ['3725550134', 'a 37X area code, held in reserve'],
    ['9635550134', 'a 96X area code, held in reserve'],
    ['8765550134', 'Jamaica'],
    ['8095550134', 'the Dominican Republic'],
    ['2425550134', 'the Bahamas'],
    ['4415550134', 'Bermuda'],
    ['4165550134', 'Toronto'],
    ['6045550134', 'Vancouver'],
    ['512555013', 'nine digits'],
  ])('refuses %s (%s)', (digits) => {
    expect(isUsPhoneDigits(digits)).toBe(false);
  });

  it('is the rule of normalizeUsPhone, written either way', () => {
    expect(normalizeUsPhone('(900) 555-0134')).toBeNull();
    expect(normalizeUsPhone('1-900-555-0134')).toBeNull();
    expect(normalizeUsPhone('+1 876 555 0134')).toBeNull();
  });
});

describe('formatUsPhone', () => {
  it.each([
    ['+15125550134', '(512) 555-0134'],
    ['5125550134', '(512) 555-0134'],
  ])('shows %s as %s', (input, shown) => {
    expect(formatUsPhone(input)).toBe(shown);
  });

  it('leaves a number it cannot read as it is', () => {
    expect(formatUsPhone('12345')).toBe('12345');
  });
});
