import { describe, expect, it } from 'vitest';
import { addDaysToDate } from '../calendar-range.ts';
import { PAGE_SIZE } from '../constants.ts';
import { credentialToday } from '../credentials.ts';
import { errorsOf, parseValid } from '../test-support.ts';
import {
  credentialChangesSchema,
  credentialPayloadSchema,
  credentialReviewQuerySchema,
  settledStateCode,
  type CredentialForm,
} from './credentials.ts';

const inAYear = () => addDaysToDate(credentialToday(), 365);

const license = (overrides: Partial<Record<keyof CredentialForm, unknown>> = {}) => ({
  type: 'hygiene_license',
  stateCode: 'CA',
  number: 'RDH 123456',
  expiresOn: inAYear(),
  ...overrides,
});

describe('a credential as it is added (issue #27 §1, §2)', () => {
  it('keeps a license with its state, number and expiry', () => {
    expect(parseValid(credentialPayloadSchema, license({ number: '  RDH 123456 ' }))).toEqual({
      type: 'hygiene_license',
      stateCode: 'CA',
      number: 'RDH 123456',
      expiresOn: inAYear(),
    });
  });

  it.each([['driver_license'], [''], [null], [undefined]])('refuses the type %j', (type) => {
    expect(errorsOf(credentialPayloadSchema, license({ type }))).toEqual({
      type: 'Choose a credential type',
    });
  });

  it.each([['hygiene_license'], ['dentist_license'], ['rda'], ['efda'], ['radiography']])(
    'needs the issuing state of a %s',
    (type) => {
      for (const stateCode of [undefined, null, '']) {
        expect(errorsOf(credentialPayloadSchema, license({ type, stateCode }))).toEqual({
          stateCode: 'Choose the issuing state',
        });
      }
    },
  );

  it('refuses a state that is not one of the US state codes', () => {
    expect(errorsOf(credentialPayloadSchema, license({ stateCode: 'ZZ' }))).toEqual({
      stateCode: 'Choose the issuing state',
    });
  });

  it('drops a state sent with a CPR/BLS card, which has none', () => {
    expect(
      parseValid(credentialPayloadSchema, license({ type: 'cpr_bls', stateCode: 'CA' })).stateCode,
    ).toBeNull();
    expect(
      parseValid(credentialPayloadSchema, license({ type: 'cpr_bls', stateCode: undefined }))
        .stateCode,
    ).toBeNull();
  });

  it.each<[unknown, string]>([
    ['', 'Enter the credential number'],
    ['   ', 'Enter the credential number'],
    [undefined, 'Enter the credential number'],
    ['x'.repeat(41), 'The credential number must be at most 40 characters'],
    ['RDH\n123', 'Number cannot contain line breaks or control characters'],
    ['RDH\t123', 'Number cannot contain line breaks or control characters'],
  ])('refuses the number %j: %s', (number, message) => {
    expect(errorsOf(credentialPayloadSchema, license({ number }))).toEqual({ number: message });
  });

  it('keeps a number of exactly 40 characters', () => {
    expect(parseValid(credentialPayloadSchema, license({ number: '9'.repeat(40) })).number).toBe(
      '9'.repeat(40),
    );
  });

  it('refuses an expiry already past: This credential has already expired', () => {
    expect(
      errorsOf(
        credentialPayloadSchema,
        license({ expiresOn: addDaysToDate(credentialToday(), -1) }),
      ),
    ).toEqual({ expiresOn: 'This credential has already expired' });
  });

  it('keeps a credential that expires today: it is valid through that date', () => {
    expect(
      parseValid(credentialPayloadSchema, license({ expiresOn: credentialToday() })).expiresOn,
    ).toBe(credentialToday());
  });

  it.each([['2026-02-30'], ['10/31/2026'], [''], [undefined]])(
    'refuses the expiry %j as no date',
    (expiresOn) => {
      expect(errorsOf(credentialPayloadSchema, license({ expiresOn }))).toEqual({
        expiresOn: 'Date is required',
      });
    },
  );
});

describe('a change to a credential', () => {
  it('takes any of the four fields, each under the same rules', () => {
    expect(parseValid(credentialChangesSchema, { number: ' B-77 ' })).toEqual({ number: 'B-77' });
    expect(parseValid(credentialChangesSchema, { stateCode: '' })).toEqual({ stateCode: null });
    expect(errorsOf(credentialChangesSchema, { type: 'nurse' })).toEqual({
      type: 'Choose a credential type',
    });
    expect(
      errorsOf(credentialChangesSchema, { expiresOn: addDaysToDate(credentialToday(), -3) }),
    ).toEqual({ expiresOn: 'This credential has already expired' });
  });

  it('settles the state against the type it ends with', () => {
    expect(settledStateCode('cpr_bls', 'CA')).toBeNull();
    expect(settledStateCode('rda', 'CA')).toBe('CA');
    expect(settledStateCode('rda', null)).toBeUndefined();
  });
});

describe('the review page’s query', () => {
  it('shows what needs attention, the first page, by default', () => {
    expect(parseValid(credentialReviewQuerySchema, {})).toEqual({
      status: 'attention',
      limit: PAGE_SIZE,
      offset: 0,
    });
  });

  it('refuses a filter it does not offer', () => {
    expect(credentialReviewQuerySchema.safeParse({ status: 'verified' }).success).toBe(false);
  });
});
