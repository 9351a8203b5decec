import { describe, expect, it } from 'vitest';
import { PAY_MESSAGES } from '../messages/pay.ts';
import {
  centsToDollars,
  dollarsToCents,
  engagementField,
  formatCents,
  formatHourlyRate,
  formatPay,
  meetsMinimumRate,
  PAYMENT_TERMS,
  PAYMENT_TERMS_DAYS,
  paymentTermsField,
  rateCentsField,
  rateDollarsField,
  requestRateLine,
  type RequestRates,
  type ShiftPay,
} from './rates.ts';

describe('formatCents: integer cents as dollars (issue #28)', () => {
  it.each<[number, string]>([
    [0, '$0.00'],
    [5, '$0.05'],
    [100, '$1.00'],
    [5250, '$52.50'],
    [42625, '$426.25'],
    [100000, '$1,000.00'],
    [123456789, '$1,234,567.89'],
    [-125, '-$1.25'],
  ])('%i → %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });
});

describe('formatPay: a shift’s pay in one line (issue #28 §1)', () => {
  it.each<[ShiftPay, string]>([
    [
      { hourlyRateCents: 5250, engagement: '1099', paymentTerms: 'net_7' },
      '$52.50/h · 1099 · Net 7',
    ],
    [
      { hourlyRateCents: 4000, engagement: 'w2', paymentTerms: 'net_15' },
      '$40.00/h · W-2 · Net 15',
    ],
    [
      { hourlyRateCents: 100000, engagement: 'w2', paymentTerms: 'same_day' },
      '$1,000.00/h · W-2 · Same day',
    ],
    [
      { hourlyRateCents: null, engagement: 'w2', paymentTerms: 'net_30' },
      'Rate not shown · W-2 · Net 30',
    ],
  ])('%o → %s', (pay, text) => {
    expect(formatPay(pay)).toBe(text);
  });

  it('reads a rate alone, or its absence', () => {
    expect(formatHourlyRate(5500)).toBe('$55.00/h');
    expect(formatHourlyRate(null)).toBe('Rate not shown');
  });
});

describe('payment terms: days from the shift’s date to payment', () => {
  it.each(PAYMENT_TERMS.map((terms) => [terms, PAYMENT_TERMS_DAYS[terms]] as const))(
    '%s: %i days',
    (terms, days) => {
      expect(days).toBe({ same_day: 0, net_7: 7, net_15: 15, net_30: 30 }[terms]);
    },
  );
});

describe('dollarsToCents: dollars typed in a form, read from the text, never a float', () => {
  it.each<[string, number | null]>([
    ['52.50', 5250],
    ['52.5', 5250],
    ['52', 5200],
    ['$52.50', 5250],
    [' 52.50 ', 5250],
    ['0.29', 29],
    // 0.29 * 100 is 28.999999999999996 as a float; the text reads 29 cents.
    ['1.13', 113],
    ['1,000', 100000],
    ['1,000.00', 100000],
    ['52.505', null],
    ['52.', null],
    ['.50', null],
    ['-5', null],
    ['1e3', null],
    ['52,5', null],
    ['abc', null],
    ['', null],
  ])('%j → %s', (text, cents) => {
    expect(dollarsToCents(text)).toBe(cents);
  });

  it.each<[number | null, string]>([
    [5250, '52.50'],
    [100000, '1000.00'],
    [null, ''],
  ])('the form shows %s as %j', (cents, text) => {
    expect(centsToDollars(cents)).toBe(text);
  });
});

describe('the rate fields', () => {
  it.each<[unknown, number | string]>([
    [100, 100],
    [100000, 100000],
    [99, PAY_MESSAGES.rateOutOfRange],
    [100001, PAY_MESSAGES.rateOutOfRange],
    [52.5, PAY_MESSAGES.rateWholeCents],
    ['5250', PAY_MESSAGES.rateWholeCents],
    [Number.NaN, PAY_MESSAGES.rateWholeCents],
  ])('API cents %j → %j', (value, expected) => {
    const result = rateCentsField.safeParse(value);
    expect(result.success ? result.data : result.error.issues[0].message).toBe(expected);
  });

  it.each<[string, number | null | string]>([
    ['', null],
    ['  ', null],
    ['52.50', 5250],
    ['0.99', PAY_MESSAGES.rateOutOfRange],
    ['1000.01', PAY_MESSAGES.rateOutOfRange],
    ['52.505', PAY_MESSAGES.rateNotDollars],
    ['fifty', PAY_MESSAGES.rateNotDollars],
  ])('form dollars %j → %j', (value, expected) => {
    const result = rateDollarsField.safeParse(value);
    expect(result.success ? result.data : result.error.issues[0].message).toBe(expected);
  });

  it('takes the engagements and terms it knows, and says which', () => {
    expect(engagementField.parse('1099')).toBe('1099');
    expect(engagementField.safeParse('W2').error?.issues[0].message).toBe(
      PAY_MESSAGES.engagementInvalid,
    );
    expect(paymentTermsField.parse('net_30')).toBe('net_30');
    expect(paymentTermsField.safeParse('net_60').error?.issues[0].message).toBe(
      PAY_MESSAGES.paymentTermsInvalid,
    );
  });
});

describe('meetsMinimumRate: the calendar’s and map’s minimum rate (issue #28 §1)', () => {
  it.each<[number | null, number | undefined, boolean]>([
    [5000, undefined, true],
    [null, undefined, true],
    [5000, 5000, true],
    [5250, 5000, true],
    [4999, 5000, false],
    [null, 100, false],
  ])('a shift at %s with the minimum %s: %s', (hourlyRateCents, minimum, meets) => {
    expect(meetsMinimumRate({ hourlyRateCents }, minimum)).toBe(meets);
  });
});

describe('requestRateLine: a request card’s rate beside the posted one (issue #28 §2)', () => {
  const request = {
    status: 'Requested' as const,
    proposedRateCents: null,
    offeredRateCents: null,
    agreedRateCents: null,
  };
  it.each<[string, Partial<RequestRates>, number | null, string | null]>([
    ['nothing proposed', {}, 5250, null],
    ['a proposal', { proposedRateCents: 5500 }, 5250, 'Proposed rate $55.00/h · posted $52.50/h'],
    [
      'a proposal on a shift without a rate',
      { proposedRateCents: 5500 },
      null,
      'Proposed rate $55.00/h · posted Rate not shown',
    ],
    [
      'an offer at the posted rate',
      { status: 'Offered', proposedRateCents: 5500, offeredRateCents: 5250 },
      5250,
      'Offered rate $52.50/h',
    ],
    [
      'an offer at the proposed rate',
      { status: 'Offered', proposedRateCents: 5500, offeredRateCents: 5500 },
      5250,
      'Offered rate $55.00/h · posted $52.50/h',
    ],
    ['an offer without a rate', { status: 'Offered' }, null, null],
    [
      'a confirmation',
      { status: 'Confirmed', offeredRateCents: 5500, agreedRateCents: 5500 },
      5250,
      'Agreed rate $55.00/h · posted $52.50/h',
    ],
  ])('%s', (_case, rates, posted, line) => {
    expect(requestRateLine({ ...request, ...rates }, posted)).toBe(line);
  });
});
