import { toast } from 'sonner';
import { SignOutEverywhereDialog } from '@/components/sign-out-everywhere-dialog.tsx';
import { useLogout } from '@/lib/use-logout.ts';
import { useSignOutEverywhere } from '../api/sign-out-everywhere.ts';
import { PushDevicesList } from './push-devices-list.tsx';
import { SettingsSection } from './settings-section.tsx';

/**
 * Ends every session of the account (a lost phone, a shared computer), this one included; and
 * lists the devices that show the person's notifications, each removable (issue #23 §2).
 */
export function SessionsSection() {
  const action = useSignOutEverywhere();
  const logout = useLogout();
  return (
    <SettingsSection section="devices">
      <div className="space-y-6">
        <SignOutEverywhereDialog
          title="Sign out of all devices?"
          description="Every device signed in to your account is signed out, this one included. You sign in again with your password."
          action={action}
          onDone={() => {
            toast.success('Signed out of all devices', {
              description: 'Sign in again with your password to continue.',
            });
            logout();
          }}
        />
        <div className="border-t pt-6">
          <PushDevicesList />
        </div>
      </div>
    </SettingsSection>
  );
}
