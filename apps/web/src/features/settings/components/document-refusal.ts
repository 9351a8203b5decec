import { CREDENTIAL_DOCUMENT_HEAD_BYTES, credentialDocumentRefusal } from '@chairside/domain';

/**
 * Why `file` is refused as a credential's document before it is sent (issue #27 §2): its type
 * read from its first bytes, as the server reads it, and its size.
 */
export async function documentRefusal(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, CREDENTIAL_DOCUMENT_HEAD_BYTES).arrayBuffer());
  return credentialDocumentRefusal({ head, size: file.size });
}
