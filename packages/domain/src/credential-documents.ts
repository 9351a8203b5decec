import type { CredentialDocumentType } from './credentials.ts';

/**
 * Issue #27 §2: a credential's document is a PDF, PNG or JPEG, told by its first bytes (its
 * signature) and never by its name or declared type: a renamed executable or an HTML page is
 * none of them. Three fixed signatures, so no file-type library: PDF '%PDF-' (ISO 32000-1
 * §7.5.2, the header at byte 0), PNG's eight bytes (ISO/IEC 15948 §5.2), JPEG's SOI marker and
 * the next marker's FF (ISO/IEC 10918-1 B.1.1.2).
 */
const SIGNATURES: readonly [CredentialDocumentType, readonly number[]][] = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
];

/** The type of a document's bytes, or null for anything but a PDF, PNG or JPEG. */
export function credentialDocumentTypeOf(bytes: Uint8Array): CredentialDocumentType | null {
  const match = SIGNATURES.find(([, signature]) =>
    signature.every((byte, index) => bytes[index] === byte),
  );
  return match?.[0] ?? null;
}

/** The file name extension a downloaded document is given. */
export const CREDENTIAL_DOCUMENT_EXTENSIONS: Record<CredentialDocumentType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};
