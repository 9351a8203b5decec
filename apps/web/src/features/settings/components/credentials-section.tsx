import { type Credential, credentialToday, formatCredentialDate } from '@chairside/domain';
import { FileUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { ButtonDialog } from '@/components/button-dialog.tsx';
import { ConfirmActionDialog } from '@/components/confirm-action-dialog.tsx';
import { CredentialStatusBadges, credentialTitle } from '@/components/credential-status.tsx';
import { Button } from '@/components/ui/button.tsx';
import { formatShortDate } from '@/lib/format-date.ts';
import {
  useDeleteCredential,
  useMyCredentials,
  useUploadCredentialDocument,
} from '../api/credentials.ts';
import { CredentialForm, DOCUMENT_ACCEPT } from './credential-form.tsx';
import { LoadedSettings } from './settings-form-parts.tsx';
import { SettingsSection } from './settings-section.tsx';
import { documentRefusal } from './document-refusal.ts';

/** Who verified it and when, or what it waits for. */
function verificationLine(credential: Credential): string {
  if (credential.verifiedAt && credential.verifiedBy) {
    return `Verified by ${credential.verifiedBy.name} on ${formatShortDate(credential.verifiedAt)}`;
  }
  if (credential.status === 'expired') return 'Add the renewed one to work clinical shifts.';
  return credential.hasDocument
    ? 'Waiting for your practice to verify it.'
    : 'Upload the document so your practice can verify it.';
}

/** Upload document, or Replace document: the file is checked here, then by the server. */
function DocumentButton({ credential }: { credential: Credential }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadCredentialDocument();
  const [error, setError] = useState<string | null>(null);
  const verb = credential.hasDocument ? 'Replace' : 'Upload';
  const action = `${verb} document`;

  async function send(file: File) {
    const refusal = await documentRefusal(file);
    setError(refusal);
    if (refusal) return;
    upload.mutate(
      { id: credential.id, file },
      {
        onSuccess: () =>
          toast.success('Document uploaded', { description: 'Your practice will verify it.' }),
        onError: (failure) => setError(failure.message),
      },
    );
  }

  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={upload.isPending}
        aria-label={`${action}: ${credentialTitle(credential)}`}
        onClick={() => input.current?.click()}
      >
        <FileUp aria-hidden />
        {upload.isPending ? (
          'Uploading...'
        ) : (
          // 'document' is said by the button's name; on a phone the word would push Delete to a
          // line of its own. One flex item, so the button's gap does not open between the words.
          <span>
            {verb}
            <span className="hidden sm:inline"> document</span>
          </span>
        )}
      </Button>
      <input
        ref={input}
        type="file"
        accept={DOCUMENT_ACCEPT}
        tabIndex={-1}
        className="sr-only"
        aria-label={`Document of ${credentialTitle(credential)}`}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void send(file);
        }}
      />
      {error ? (
        <p role="alert" className="w-full text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </>
  );
}

function DeleteCredentialDialog({ credential }: { credential: Credential }) {
  const remove = useDeleteCredential();
  return (
    <ConfirmActionDialog
      trigger={{
        icon: Trash2,
        label: 'Delete',
        name: `Delete ${credentialTitle(credential)}`,
        variant: 'ghost',
        size: 'sm',
      }}
      title="Delete this credential?"
      description="Practices will no longer see it, and shifts that need it will be closed to you until you add it again."
      confirmLabel="Delete Credential"
      pendingLabel="Deleting..."
      action={remove}
      variables={credential.id}
      onDone={() =>
        toast.success('Credential deleted', { description: 'Practices no longer see it.' })
      }
    >
      <p className="text-sm font-medium">{credentialTitle(credential)}</p>
    </ConfirmActionDialog>
  );
}

function CredentialItem({ credential, today }: { credential: Credential; today: string }) {
  const title = credentialTitle(credential);
  return (
    <li className="space-y-2 py-4 first:pt-0 last:pb-0" aria-label={title}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-medium">{title}</h3>
          <p className="text-sm text-muted-foreground">
            No. {credential.number} · Expires {formatCredentialDate(credential.expiresOn)}
          </p>
        </div>
        <CredentialStatusBadges credential={credential} today={today} />
      </div>
      <p className="text-sm text-muted-foreground">
        {credential.hasDocument ? 'Document on file. ' : 'No document yet. '}
        {verificationLine(credential)}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <ButtonDialog
          icon={Pencil}
          label="Edit"
          buttonName={`Edit ${title}`}
          variant="outline"
          size="sm"
          title="Edit Credential"
          description={
            credential.status === 'verified'
              ? 'Saving a change sends it back to your practice to verify.'
              : 'Correct what is printed on it.'
          }
          className="sm:max-w-lg"
        >
          {(close) => <CredentialForm credential={credential} onDone={close} />}
        </ButtonDialog>
        <DocumentButton credential={credential} />
        <DeleteCredentialDialog credential={credential} />
      </div>
    </li>
  );
}

/** Settings › Credentials (issue #27 §4): a professional's licenses and certificates. */
export function CredentialsSection() {
  const query = useMyCredentials();
  const today = credentialToday();
  return (
    <SettingsSection section="credentials">
      <LoadedSettings query={query} failure="Your credentials could not be loaded.">
        {(credentials) => (
          <div className="space-y-4">
            {credentials.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                No credentials yet. Add your license and your CPR/BLS card to work clinical shifts.
              </p>
            ) : (
              <ul aria-label="Your credentials" className="divide-y">
                {credentials.map((credential) => (
                  <CredentialItem key={credential.id} credential={credential} today={today} />
                ))}
              </ul>
            )}
            <ButtonDialog
              icon={Plus}
              label="Add Credential"
              variant="outline"
              title="Add Credential"
              description="As printed on your license or card. Your practice verifies it against the document."
              className="sm:max-w-lg"
            >
              {(close) => <CredentialForm credential={null} onDone={close} />}
            </ButtonDialog>
          </div>
        )}
      </LoadedSettings>
    </SettingsSection>
  );
}
