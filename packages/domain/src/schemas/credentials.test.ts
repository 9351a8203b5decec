import { describe, expect, it } from 'vitest';
import { CREDENTIAL_MESSAGES } from '../messages/credentials.ts';
import { credentialPayloadSchema } from './credentials.ts';

const TODAY = '2026-10-20';
const license = {
  type: 'hygiene_license',
  stateCode: 'CA',
  number: ' RDH 123456 ',
  expiresOn: '2027-10-31',
};

/** The messages of a refused credential, by field. */
function refusals(input: object) {
  const result = credentialPayloadSchema(TODAY).safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('credentialPayloadSchema (issue #27 §1-2)', () => {
  it('takes a license with its state, the number trimmed', () => {
    expect(credentialPayloadSchema(TODAY).parse(license)).toEqual({
      ...license,
      number: 'RDH 123456',
    });
  });

  it('keeps no state for a CPR/BLS card, whatever the form held', () => {
    expect(
      credentialPayloadSchema(TODAY).parse({ ...license, type: 'cpr_bls', stateCode: 'NY' }),
    ).toMatchObject({ type: 'cpr_bls', stateCode: null });
    expect(
      credentialPayloadSchema(TODAY).parse({ ...license, type: 'cpr_bls', stateCode: '' }),
    ).toMatchObject({ stateCode: null });
  });

  it.each<[string, object, Record<string, string>]>([
    ['no type', { type: '' }, { type: CREDENTIAL_MESSAGES.typeRequired }],
    ['an unknown type', { type: 'pilot' }, { type: CREDENTIAL_MESSAGES.typeRequired }],
    [
      'a license without a state',
      { stateCode: '' },
      { stateCode: CREDENTIAL_MESSAGES.stateRequired },
    ],
    ['a state that is none', { stateCode: 'XX' }, { stateCode: CREDENTIAL_MESSAGES.stateRequired }],
    ['a blank number', { number: '   ' }, { number: CREDENTIAL_MESSAGES.numberRequired }],
    [
      'a number of 41 characters',
      { number: 'A'.repeat(41) },
      { number: CREDENTIAL_MESSAGES.numberTooLong },
    ],
    [
      'a number of two lines',
      { number: 'RDH\n1' },
      { number: 'Number cannot contain line breaks or control characters' },
    ],
    ['no expiry', { expiresOn: '' }, { expiresOn: CREDENTIAL_MESSAGES.expiryRequired }],
    [
      'an expiry that is no date',
      { expiresOn: '2027-02-30' },
      { expiresOn: CREDENTIAL_MESSAGES.expiryRequired },
    ],
    [
      'an expiry yesterday',
      { expiresOn: '2026-10-19' },
      { expiresOn: CREDENTIAL_MESSAGES.alreadyExpired },
    ],
  ])('refuses %s', (_case, change, messages) => {
    expect(refusals({ ...license, ...change })).toEqual(messages);
  });

  it('takes a credential that expires today: it is valid through that date', () => {
    expect(refusals({ ...license, expiresOn: TODAY })).toEqual({});
    expect(refusals({ ...license, number: 'A'.repeat(40) })).toEqual({});
  });
});
