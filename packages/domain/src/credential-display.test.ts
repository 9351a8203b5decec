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
  const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37];
  const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46];
  const HTML = [...'<html><'].map((char) => char.charCodeAt(0));
  const PROGRAM = [0x4d, 0x5a, 0x90, 0x00];

  it.each<[string, number[], number, string | null]>([
    ['a PDF', PDF, 120_000, null],
    ['a PNG', PNG, 80_000, null],
    ['a JPEG of exactly 5 MB', JPEG, CREDENTIAL_DOCUMENT_MAX_BYTES, null],
    [
      'a JPEG a byte over 5 MB',
      JPEG,
      CREDENTIAL_DOCUMENT_MAX_BYTES + 1,
      CREDENTIAL_MESSAGES.fileTooLarge,
    ],
    ['an HTML page, whatever it is named', HTML, 2_000, CREDENTIAL_MESSAGES.fileType],
    ['a program', PROGRAM, 2_000, CREDENTIAL_MESSAGES.fileType],
    ['an empty file', [], 0, CREDENTIAL_MESSAGES.fileType],
  ])('answers %s with %j', (_file, head, size, refusal) => {
    expect(credentialDocumentRefusal({ head: new Uint8Array(head), size })).toBe(refusal);
  });
});
