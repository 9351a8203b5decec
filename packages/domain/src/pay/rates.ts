import { z } from 'zod';
import {
  ENGAGEMENT_LABELS,
  PAY_LABELS,
  PAY_MESSAGES,
  PAYMENT_TERMS_LABELS,
} from '../messages/pay.ts';

/*
 * Rates on shifts (issue #28 §1-2). Money is integer cents everywhere: the database, the API
 * and here; a rate typed in dollars is read from its decimal text (dollarsToCents), never
 * through a float. docs/PAY.md, 'Rates'.
 */

/** An hourly rate is 100 to 100000 cents ($1.00 to $1,000.00); null on a shift is 'not shown'. */
export const HOURLY_RATE_MIN_CENTS = 100;
export const HOURLY_RATE_MAX_CENTS = 100_000;

export const ENGAGEMENTS = ['w2', '1099'] as const;
export type Engagement = (typeof ENGAGEMENTS)[number];
export const DEFAULT_ENGAGEMENT: Engagement = 'w2';

export const PAYMENT_TERMS = ['same_day', 'net_7', 'net_15', 'net_30'] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];
export const DEFAULT_PAYMENT_TERMS: PaymentTerms = 'net_15';

/** Days from the shift's date to payment: an invoice's due date is the date plus these. */
export const PAYMENT_TERMS_DAYS: Record<PaymentTerms, number> = {
  same_day: 0,
  net_7: 7,
  net_15: 15,
  net_30: 30,
};

/** A shift's pay as it is stored and answered. */
export type ShiftPay = {
  hourlyRateCents: number | null;
  engagement: Engagement;
  paymentTerms: PaymentTerms;
};

/** Cents as dollars: 5250 → '$52.50', 100000 → '$1,000.00', -125 → '-$1.25'. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(Math.trunc(cents));
  // Thousands separated by hand: toLocaleString costs a lot in a calendar of hundreds of shifts.
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}

/** An hourly rate: '$52.50/h', or 'Rate not shown' for none. */
export function formatHourlyRate(cents: number | null): string {
  return cents === null ? PAY_LABELS.rateNotShown : `${formatCents(cents)}${PAY_LABELS.perHour}`;
}

/**
 * A shift's pay in one line: '$52.50/h · 1099 · Net 7'. A shift whose rate is not shown still
 * says how it is engaged and paid: 'Rate not shown · W-2 · Net 15'.
 */
export function formatPay(pay: ShiftPay): string {
  return [
    formatHourlyRate(pay.hourlyRateCents),
    ENGAGEMENT_LABELS[pay.engagement],
    PAYMENT_TERMS_LABELS[pay.paymentTerms],
  ].join(' · ');
}

const DOLLARS = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * Dollars typed in a form ('52.5', '$52.50', '1,000') to integer cents, read digit by digit
 * from the text; null when the text is not dollars with at most two decimals.
 */
export function dollarsToCents(text: string): number | null {
  const match = DOLLARS.exec(text.trim());
  if (!match) return null;
  const dollars = Number(match[1].replaceAll(',', ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return dollars * 100 + cents;
}

/** Cents as the form's dollars text: 5250 → '52.50'; null → ''. */
export function centsToDollars(cents: number | null): string {
  return cents === null ? '' : formatCents(cents).slice(1).replaceAll(',', '');
}

/** An hourly rate in the API: integer cents within the bounds. */
export const rateCentsField = z
  .number({ error: PAY_MESSAGES.rateWholeCents })
  .int(PAY_MESSAGES.rateWholeCents)
  .min(HOURLY_RATE_MIN_CENTS, PAY_MESSAGES.rateOutOfRange)
  .max(HOURLY_RATE_MAX_CENTS, PAY_MESSAGES.rateOutOfRange);

export const engagementField = z.enum(ENGAGEMENTS, { error: PAY_MESSAGES.engagementInvalid });
export const paymentTermsField = z.enum(PAYMENT_TERMS, { error: PAY_MESSAGES.paymentTermsInvalid });

/** A rate field of a form, in dollars: blank is null (no rate); otherwise cents within bounds. */
export const rateDollarsField = z
  .string()
  .trim()
  .transform((text, ctx) => {
    if (text === '') return null;
    const cents = dollarsToCents(text);
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: PAY_MESSAGES.rateNotDollars });
      return z.NEVER;
    }
    return cents;
  })
  .pipe(rateCentsField.nullable());

/**
 * GET /shifts?minRateCents= (issue #28 §1): does a shift show at least the minimum? A shift whose
 * rate is not shown never meets a minimum; with no minimum every shift does.
 */
export function meetsMinimumRate(
  shift: { hourlyRateCents: number | null },
  minRateCents: number | undefined,
): boolean {
  if (minRateCents === undefined) return true;
  return shift.hourlyRateCents !== null && shift.hourlyRateCents >= minRateCents;
}

/**
 * The pay fields of Add Shift's payload and a template's (issue #28 §1): each optional, read by
 * withPayDefaults as no rate shown, W-2 and Net 15.
 */
export const shiftPayPayloadFields = {
  hourlyRateCents: rateCentsField.nullable().optional(),
  engagement: engagementField.optional(),
  paymentTerms: paymentTermsField.optional(),
};

/** The pay fields of Add Shift's form and a template's: the rate in dollars, as typed. */
export const shiftPayFormFields = {
  hourlyRate: rateDollarsField.default(null),
  engagement: engagementField.default(DEFAULT_ENGAGEMENT),
  paymentTerms: paymentTermsField.default(DEFAULT_PAYMENT_TERMS),
};

/** A payload's pay with the defaults of what was not sent. */
export function withPayDefaults<T extends Partial<ShiftPay>>(payload: T): T & ShiftPay {
  return {
    ...payload,
    hourlyRateCents: payload.hourlyRateCents ?? null,
    engagement: payload.engagement ?? DEFAULT_ENGAGEMENT,
    paymentTerms: payload.paymentTerms ?? DEFAULT_PAYMENT_TERMS,
  };
}

/** A request's rates as the request card shows them (issue #28 §2). */
export interface RequestRates {
  status: 'Requested' | 'Offered' | 'Confirmed';
  proposedRateCents: number | null;
  offeredRateCents: number | null;
  agreedRateCents: number | null;
}

/**
 * The rate line of a request card, beside the posted rate: the rate agreed once confirmed, the
 * rate offered while an offer waits (what the person sees before accepting), else the rate the
 * person proposed; null when there is none to tell. 'Proposed rate $55.00/h · posted $52.50/h'.
 */
export function requestRateLine(request: RequestRates, postedRateCents: number | null) {
  const posted = `posted ${formatHourlyRate(postedRateCents)}`;
  const line = (label: string, cents: number) =>
    cents === postedRateCents
      ? `${label} ${formatHourlyRate(cents)}`
      : `${label} ${formatHourlyRate(cents)} · ${posted}`;
  if (request.status === 'Confirmed' && request.agreedRateCents !== null)
    return line(PAY_LABELS.agreedRate, request.agreedRateCents);
  if (request.status === 'Offered' && request.offeredRateCents !== null)
    return line(PAY_LABELS.offeredRate, request.offeredRateCents);
  if (request.status === 'Requested' && request.proposedRateCents !== null)
    return line(PAY_LABELS.proposedRate, request.proposedRateCents);
  return null;
}

/** The calendar's and map's 'Minimum rate' choices (issue #28 §1), in cents. */
export const MINIMUM_RATE_CHOICES = [2500, 3000, 4000, 5000, 6000, 7500, 10000].map((cents) => ({
  value: String(cents),
  label: `${formatHourlyRate(cents)} or more`,
}));
