import { ORGANIZATION_SETTINGS_LABELS } from '@chairside/domain';
import { Settings2 } from 'lucide-react';
import { ButtonDialog } from '@/components/button-dialog.tsx';
import { lazyWithPreload } from '@/lib/lazy-with-preload.ts';

/*
 * The form, with the credential checks it offers, loads when the dialog is about to open
 * (DESIGN §10 budgets of the Organizations and Locations pages, which show this button).
 */
const SettingsForm = lazyWithPreload(
  () => import('./organization-settings-form.tsx'),
  'OrganizationSettingsForm',
);

/** 'Organization Settings': the offer response time (issue #14) and credential checks (issue #27). */
export function OrganizationSettingsDialog({ organizationId }: { organizationId: number }) {
  return (
    <ButtonDialog
      icon={Settings2}
      variant="outline"
      preload={SettingsForm.preload}
      title={ORGANIZATION_SETTINGS_LABELS.title}
      description="How this organization's offers wait for an answer, and whose credentials its shifts check."
    >
      {(close) => <SettingsForm.Component organizationId={organizationId} onSaved={close} />}
    </ButtonDialog>
  );
}
