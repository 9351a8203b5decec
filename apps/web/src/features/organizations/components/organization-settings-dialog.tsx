import { ORGANIZATION_SETTINGS_LABELS } from '@chairside/domain';
import { Settings2 } from 'lucide-react';
import { ButtonDialog } from '@/components/button-dialog.tsx';
import { OrganizationSettingsForm } from './organization-settings-form.tsx';

/** 'Organization Settings': the offer response time (issue #14) and credential checks (issue #27). */
export function OrganizationSettingsDialog({ organizationId }: { organizationId: number }) {
  return (
    <ButtonDialog
      icon={Settings2}
      variant="outline"
      title={ORGANIZATION_SETTINGS_LABELS.title}
      description="How this organization's offers wait for an answer, and whose credentials its shifts check."
    >
      {(close) => <OrganizationSettingsForm organizationId={organizationId} onSaved={close} />}
    </ButtonDialog>
  );
}
