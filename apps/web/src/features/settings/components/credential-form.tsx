import {
  CREDENTIAL_DOCUMENT_TYPES,
  CREDENTIAL_LABELS,
  CREDENTIAL_TYPES,
  credentialHasState,
  credentialPayloadSchema,
  type Credential,
  type CredentialForm as CredentialValues,
} from '@chairside/domain';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { STATE_OPTIONS } from '@/components/forms/address-fields.tsx';
import { ChoiceFormField } from '@/components/forms/choice-form-field.tsx';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer.tsx';
import { FormField } from '@/components/forms/form-field.tsx';
import { useSchemaForm } from '@/components/forms/use-schema-form.ts';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import {
  useAddCredential,
  useUpdateCredential,
  useUploadCredentialDocument,
} from '../api/credentials.ts';
import { documentRefusal } from './document-refusal.ts';

const TYPE_OPTIONS = CREDENTIAL_TYPES.map((type) => ({
  value: type,
  label: CREDENTIAL_LABELS[type],
}));

/** What the file inputs accept: the types the server takes (it reads them from the bytes). */
export const DOCUMENT_ACCEPT = CREDENTIAL_DOCUMENT_TYPES.join(',');

/** The file chosen for a new credential's document, and why it is refused (null: it is not). */
interface ChosenDocument {
  file: File | null;
  error: string | null;
}

function valuesOf(credential: Credential | null): CredentialValues {
  return {
    type: credential?.type ?? ('' as CredentialValues['type']),
    stateCode: (credential?.stateCode ?? '') as CredentialValues['stateCode'],
    number: credential?.number ?? '',
    expiresOn: credential?.expiresOn ?? '',
  };
}

interface CredentialFormProps {
  /** The credential edited; null adds one, with its document if one is chosen. */
  credential: Credential | null;
  onDone: () => void;
}

/**
 * Settings › Credentials' Add and Edit form (issue #27 §4): the kind, the issuing state (none for
 * CPR/BLS), the number and the expiry date; adding also takes the document. Checked by the
 * domain's schema with the server's messages; the server's refusals show above the buttons.
 */
export function CredentialForm({ credential, onDone }: CredentialFormProps) {
  const form = useSchemaForm(credentialPayloadSchema, valuesOf(credential));
  const add = useAddCredential();
  const update = useUpdateCredential();
  const upload = useUploadCredentialDocument();
  const [chosen, setChosen] = useState<ChosenDocument>({ file: null, error: null });
  const file = chosen.file;
  const type = useWatch({ control: form.control, name: 'type' });
  const showsState = !type || credentialHasState(type);
  const mutation = credential ? update : add;

  /** The credential is added whatever becomes of its document: the list offers the upload again. */
  async function uploadAfterAdding(id: number, document: File) {
    try {
      await upload.mutateAsync({ id, file: document });
      toast.success('Credential added', { description: 'Your practice will verify it.' });
    } catch (error) {
      toast.error('Credential added without its document', {
        description: `${error instanceof Error ? error.message : ''} Upload it again from the list.`,
      });
    }
  }

  /** Checks `checked`; the answer is dropped when another file was chosen meanwhile. */
  async function checkFile(checked: File | null) {
    const error = checked ? await documentRefusal(checked) : null;
    setChosen((current) => (current.file === checked ? { file: checked, error } : current));
    return error;
  }

  const onSubmit = form.handleSubmit(async (payload) => {
    if (await checkFile(file)) return;
    try {
      if (credential) {
        await update.mutateAsync({ id: credential.id, payload });
        toast.success('Credential saved', {
          description:
            credential.status === 'verified'
              ? 'Your practice will verify it again.'
              : 'Your practice will verify it.',
        });
      } else {
        const added = await add.mutateAsync(payload);
        if (file) await uploadAfterAdding(added.id, file);
        else toast.success('Credential added', { description: 'Your practice will verify it.' });
      }
      onDone();
    } catch {
      // The server's refusal shows above the buttons, and the form stays open to correct it.
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid min-w-0 gap-4 sm:grid-cols-2">
      <ChoiceFormField
        control={form.control}
        name="type"
        label="Credential"
        options={TYPE_OPTIONS}
        placeholder="Select a credential"
        className="sm:col-span-2"
      />
      {showsState ? (
        <ChoiceFormField
          control={form.control}
          name="stateCode"
          label="Issuing State"
          options={STATE_OPTIONS}
          placeholder="Select a state"
          search={{ placeholder: 'Search states...', emptyText: 'No state found.' }}
        />
      ) : null}
      <FormField control={form.control} name="number" label="Number">
        {(field) => <Input autoComplete="off" {...field} />}
      </FormField>
      <FormField
        control={form.control}
        name="expiresOn"
        label="Expires On"
        hint="Valid through this date."
      >
        {(field) => <Input type="date" {...field} />}
      </FormField>
      {credential ? null : (
        <Field
          label="Document"
          hint="Optional: a PDF, PNG or JPEG of at most 5 MB."
          error={chosen.error ?? undefined}
          className="sm:col-span-2"
        >
          <Input
            type="file"
            accept={DOCUMENT_ACCEPT}
            onChange={(event) => {
              const picked = event.currentTarget.files?.[0] ?? null;
              setChosen({ file: picked, error: null });
              void checkFile(picked);
            }}
          />
        </Field>
      )}
      <div className="grid gap-3 sm:col-span-2">
        <DialogFormFooter
          error={mutation.error}
          submitting={form.formState.isSubmitting}
          lockCancel
          labels={
            credential
              ? { idle: 'Save Credential', busy: 'Saving...' }
              : { idle: 'Add Credential', busy: 'Adding...' }
          }
        />
      </div>
    </form>
  );
}
