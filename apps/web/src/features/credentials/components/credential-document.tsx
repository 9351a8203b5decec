import {
  CREDENTIAL_DOCUMENT_EXTENSIONS,
  type Credential,
  type CredentialDocumentType,
} from '@chairside/domain';
import { Download } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ListError, ListLoading } from '@/components/list/list-states.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useCredentialDocument } from '../api/credential-review.ts';

/** The bytes shown and offered for download through one blob: URL, revoked when they leave. */
function DocumentView({ blob, title, fileName }: { blob: Blob; title: string; fileName: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(blob);
    if (frame.current) frame.current.src = url;
    if (image.current) image.current.src = url;
    if (link.current) link.current.href = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return (
    <div className="grid gap-2">
      {blob.type === 'application/pdf' ? (
        <iframe ref={frame} title={title} className="h-[50vh] w-full rounded-md border bg-muted" />
      ) : (
        <img
          ref={image}
          alt={title}
          className="mx-auto max-h-[45vh] max-w-full rounded-md border bg-muted object-contain"
        />
      )}
      <Button asChild variant="outline" size="sm" className="justify-self-start">
        <a ref={link} download={fileName}>
          <Download aria-hidden />
          Download
        </a>
      </Button>
    </div>
  );
}

interface CredentialDocumentProps {
  userId: number;
  credential: Credential;
  /** Names the frame or image, e.g. 'Dental Hygiene License · CA of Hannah Lee'. */
  title: string;
}

/**
 * A credential's document shown inline (issue #27 §4): fetched with the session as bytes, then a
 * PDF in a frame and an image as an image, both from a blob: URL (the CSP allows blob: frames
 * and images, apps/api/src/plugins/security.ts), with a download of the same bytes.
 */
export function CredentialDocument({ userId, credential, title }: CredentialDocumentProps) {
  const document = useCredentialDocument({ userId, credentialId: credential.id }, credential);
  if (!credential.hasDocument) {
    return <p className="text-sm text-muted-foreground">No document uploaded yet.</p>;
  }
  if (document.isError) return <ListError error={document.error} className="py-6" />;
  if (!document.data) return <ListLoading label="Loading the document..." className="py-6" />;
  const extension = CREDENTIAL_DOCUMENT_EXTENSIONS[document.data.type as CredentialDocumentType];
  return (
    <DocumentView
      blob={document.data}
      title={title}
      fileName={`${credential.type}-${credential.id}.${extension}`}
    />
  );
}
