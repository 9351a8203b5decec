import { credentialToday, formatCredentialDate } from '@chairside/domain';
import {
  canVerifyCredentials,
  type Credential,
  type CredentialReviewRow,
  type Me,
} from '@chairside/domain';
import { BadgeCheck, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { CredentialStatusBadges, credentialTitle } from '@/components/credential-status.tsx';
import { DetailItem, DetailList } from '@/components/detail-list.tsx';
import { DialogShell } from '@/components/dialog-shell.tsx';
import { FormError } from '@/components/forms/form-error.tsx';
import { Button } from '@/components/ui/button.tsx';
import { CloseFooter } from '@/components/details-dialog.tsx';
import { useSignedInUser } from '@/lib/current-user.ts';
import { formatShortDate } from '@/lib/format-date.ts';
import { useVerification } from '../api/credential-review.ts';
import { CredentialDocument } from './credential-document.tsx';

function verificationText(credential: Credential): string {
  if (credential.verifiedAt && credential.verifiedBy) {
    return `By ${credential.verifiedBy.name} on ${formatShortDate(credential.verifiedAt)}`;
  }
  return 'Not verified';
}

/**
 * Whether the reader verifies this person's credentials (canVerifyCredentials). The list holds
 * only the reader's own organization's people, or for a platform admin independents (no
 * organization) and the people of the organization filtered on, who are not theirs to verify.
 */
function verifiesFor(user: Me, person: CredentialReviewRow['person']): boolean {
  const organizationId =
    person.organizationName === null ? null : (user.organizationId ?? NOT_THE_READERS);
  return canVerifyCredentials(user, { id: person.id, organizationId });
}
/** Stands for an organization a platform admin does not belong to. */
const NOT_THE_READERS = 0;

/** Verify, or Unverify a verified one; an expired one waits for its renewal instead. */
function VerificationButton({
  row,
  onChanged,
}: {
  row: CredentialReviewRow;
  onChanged: (credential: Credential) => void;
}) {
  const verification = useVerification();
  const user = useSignedInUser();
  const { person, credential } = row;
  const verified = credential.verifiedAt !== null;
  if (!verifiesFor(user, person)) {
    return (
      <p className="text-sm text-muted-foreground sm:mr-auto sm:self-center">
        Their organization&apos;s admins and managers verify it.
      </p>
    );
  }
  if (!verified && credential.status === 'expired') return null;
  const change = () =>
    verification.mutate(
      { userId: person.id, credentialId: credential.id, verified: !verified },
      {
        onSuccess: (answer) => {
          onChanged(answer);
          toast.success(verified ? 'Verification withdrawn' : 'Credential verified', {
            description: `${credentialTitle(credential)} of ${person.name}`,
          });
        },
      },
    );
  return (
    <>
      <FormError error={verification.error} className="sm:order-first sm:mr-auto" />
      <Button
        type="button"
        variant={verified ? 'outline' : 'default'}
        disabled={verification.isPending}
        onClick={change}
      >
        {verified ? <Undo2 aria-hidden /> : <BadgeCheck aria-hidden />}
        {verified ? 'Unverify' : 'Verify'}
      </Button>
    </>
  );
}

/**
 * A credential of the review list (issue #27 §4): who holds it, what is printed on it, its
 * document inline, and Verify / Unverify. The dialog keeps showing what the server answered.
 */
export function ReviewDialog({
  row,
  onClose,
}: {
  row: CredentialReviewRow | null;
  onClose: () => void;
}) {
  const [changed, setChanged] = useState<Credential | null>(null);
  if (!row) return null;
  const credential = changed?.id === row.credential.id ? changed : row.credential;
  const { person } = row;
  const title = credentialTitle(credential);
  return (
    <DialogShell
      open
      onOpenChange={(open) => {
        if (!open) {
          setChanged(null);
          onClose();
        }
      }}
      title="Review Credential"
      description={`${title} of ${person.name}`}
      className="sm:max-w-2xl"
    >
      <DetailList>
        <DetailItem label="Person">
          {person.name}
          <span className="block text-muted-foreground">
            {[person.jobTitle, person.organizationName ?? 'Independent'].join(' · ')}
          </span>
        </DetailItem>
        <DetailItem label="Status">
          <CredentialStatusBadges credential={credential} today={credentialToday()} />
        </DetailItem>
        <DetailItem label="Credential">{title}</DetailItem>
        <DetailItem label="Number">{credential.number ?? 'Not shown'}</DetailItem>
        <DetailItem label="Expires">{formatCredentialDate(credential.expiresOn)}</DetailItem>
        <DetailItem label="Verified">{verificationText(credential)}</DetailItem>
        <DetailItem label="Document" wide>
          <CredentialDocument
            userId={person.id}
            credential={credential}
            title={`${title} of ${person.name}`}
          />
        </DetailItem>
      </DetailList>
      <CloseFooter>
        <VerificationButton row={{ person, credential }} onChanged={setChanged} />
      </CloseFooter>
    </DialogShell>
  );
}
