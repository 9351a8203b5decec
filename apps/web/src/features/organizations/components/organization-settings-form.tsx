import {
  CREDENTIAL_CHECK_LABELS,
  CREDENTIAL_CHECKS,
  DEFAULT_OFFER_RESPONSE_HOURS,
  OFFER_RESPONSE_HOURS,
  ORGANIZATION_SETTINGS_LABELS,
  organizationSettingsPayloadSchema,
  type OrganizationSettings,
  type OrganizationSettingsForm as SettingsForm,
} from '@chairside/domain';
import { toast } from 'sonner';
import { ListError, ListLoading } from '@/components/list/list-states.tsx';
import { ChoiceFormField } from '@/components/forms/choice-form-field.tsx';
import { DialogFormFooter, type SubmitLabels } from '@/components/forms/dialog-form-footer.tsx';
import { submitThrough } from '@/components/forms/submit-through.ts';
import { useSchemaForm } from '@/components/forms/use-schema-form.ts';
import {
  useOrganizationSettings,
  useUpdateOrganizationSettings,
} from '../api/organization-settings.ts';

const SAVE_LABELS: SubmitLabels = { idle: 'Save Settings', busy: 'Saving...' };

const RESPONSE_OPTIONS = OFFER_RESPONSE_HOURS.map((hours) => ({
  value: String(hours),
  label: `${hours} hours${hours === DEFAULT_OFFER_RESPONSE_HOURS ? ' (default)' : ''}`,
}));

const CHECK_OPTIONS = CREDENTIAL_CHECKS.map((check) => ({
  value: check,
  label: CREDENTIAL_CHECK_LABELS[check],
}));

interface OrganizationSettingsFormProps {
  organizationId: number;
  onSaved: () => void;
}

/**
 * The Organization Settings form: how long an offer waits for an answer (issue #14) and whose
 * credentials its clinical shifts check (issue #27 §1).
 */
export function OrganizationSettingsForm({
  organizationId,
  onSaved,
}: OrganizationSettingsFormProps) {
  const query = useOrganizationSettings(organizationId);
  if (query.isPending) return <ListLoading label="Loading settings..." className="py-8" />;
  if (query.isError) return <ListError error={query.error} className="py-8" />;
  return <SettingsFields settings={query.data} onSaved={onSaved} />;
}

function SettingsFields({
  settings,
  onSaved,
}: {
  settings: OrganizationSettings;
  onSaved: () => void;
}) {
  const mutation = useUpdateOrganizationSettings(settings.organizationId);
  const form = useSchemaForm(organizationSettingsPayloadSchema, {
    offerResponseHours: String(settings.offerResponseHours),
    credentialChecks: settings.credentialChecks,
  } satisfies SettingsForm);
  const onSubmit = submitThrough(
    form,
    (values) => mutation.mutateAsync(values),
    (saved) => {
      toast.success(ORGANIZATION_SETTINGS_LABELS.saved, {
        description: `Offers now wait ${saved.offerResponseHours} hours for an answer.`,
      });
      onSaved();
    },
  );
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <ChoiceFormField
        control={form.control}
        name="offerResponseHours"
        label={ORGANIZATION_SETTINGS_LABELS.offerResponseTime}
        hint={ORGANIZATION_SETTINGS_LABELS.offerResponseHint}
        options={RESPONSE_OPTIONS}
      />
      <ChoiceFormField
        control={form.control}
        name="credentialChecks"
        label={ORGANIZATION_SETTINGS_LABELS.credentialChecks}
        hint={ORGANIZATION_SETTINGS_LABELS.credentialChecksHint}
        options={CHECK_OPTIONS}
      />
      <DialogFormFooter
        error={mutation.error}
        submitting={form.formState.isSubmitting}
        labels={SAVE_LABELS}
      />
    </form>
  );
}
