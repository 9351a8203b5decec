import type { Credential, CredentialReviewRow } from '@chairside/domain';
import { factory } from '@/test/factories/factory.ts';

/** A verified California hygiene license with its document, expiring in 2027. */
export const makeCredential = factory<Credential>({
  id: 3,
  type: 'hygiene_license',
  label: 'Dental Hygiene License',
  stateCode: 'CA',
  number: 'RDH 482913',
  expiresOn: '2027-10-31',
  status: 'verified',
  verifiedAt: '2026-09-02T15:00:00.000Z',
  verifiedBy: { id: 2, name: 'Priya Raman' },
  hasDocument: true,
});

/** An unverified CPR/BLS card (no state) with its document. */
export const makeCprCard = factory<Credential>({
  ...makeCredential(),
  id: 4,
  type: 'cpr_bls',
  label: 'CPR/BLS Certification',
  stateCode: null,
  number: 'AHA-77120',
  expiresOn: '2027-03-31',
  status: 'unverified',
  verifiedAt: null,
  verifiedBy: null,
});

/** A row of GET /credentials/review: Hannah Lee of Bright Smiles and `credential`. */
export function makeReviewRow(
  credential: Credential = makeCprCard(),
  person: Partial<CredentialReviewRow['person']> = {},
): CredentialReviewRow {
  return {
    person: {
      id: 31,
      name: 'Hannah Lee',
      jobTitle: 'Hygienist',
      organizationName: 'Bright Smiles Dental',
      ...person,
    },
    credential,
  };
}
