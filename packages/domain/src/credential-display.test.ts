import { describe, expect, it } from 'vitest';
import {
  credentialDocumentRefusal,
  credentialExpiryWarning,
  daysUntilExpiry,
} from './credential-display.ts';
import { CREDENTIAL_DOCUMENT_MAX_BYTES } from './credentials.ts';
import { CREDENTIAL_MESSAGES } from './messages/credentials.ts';

const TODAY = '2026-10-20';

describe('daysUntilExpiry', () => {
  it.each([
    ['2026-10-20', 0],
    ['2026-10-21', 1],
    ['2026-11-01', 12],
    ['2026-10-19', -1],
    ['2027-10-20', 365],
    // Across the change back from daylight saving time: still whole days.
    ['2026-11-02', 13],
  ])('counts %s as %i days from Oct 20, 2026', (expiresOn, days) => {
    expect(daysUntilExpiry(expiresOn, TODAY)).toBe(days);
  });
});

describe('credentialExpiryWarning (issue #27 §4)', () => {
  it.each<[string, string | null]>([
    ['2026-10-19', null],
    ['2026-10-20', 'Expires today'],
    ['2026-10-21', 'Expires tomorrow'],
    ['2026-10-22', 'Expires in 2 days'],
    ['2026-11-01', 'Expires in 12 days'],
    ['2026-11-19', 'Expires in 30 days'],
    ['2026-11-20', null],
    ['2028-01-31', null],
  ])('warns of a credential expiring on %s with %j', (expiresOn, warning) => {
    expect(credentialExpiryWarning(expiresOn, TODAY)).toBe(warning);
  });
});

describe('credentialDocumentRefusal (issue #27 §2, before the upload)', () => {
  it.each<[string, string, number, string | null]>([
    ['a PDF', 'application/pdf', 120_000, null],
    ['a PNG', 'image/png', 80_000, null],
    ['a JPEG of exactly 5 MB', 'image/jpeg', CREDENTIAL_DOCUMENT_MAX_BYTES, null],
    [
      'a JPEG a byte over 5 MB',
      'image/jpeg',
      CREDENTIAL_DOCUMENT_MAX_BYTES + 1,
      CREDENTIAL_MESSAGES.fileTooLarge,
    ],
    ['an HTML page', 'text/html', 2_000, CREDENTIAL_MESSAGES.fileType],
    ['a program', 'application/x-msdownload', 2_000, CREDENTIAL_MESSAGES.fileType],
    ['a file of no known type', '', 2_000, CREDENTIAL_MESSAGES.fileType],
  ])('answers %s with %j', (_file, type, size, refusal) => {
    expect(credentialDocumentRefusal({ type, size })).toBe(refusal);
  });
});
