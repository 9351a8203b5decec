import type { UseMutationResult } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { ConfirmActionDialog } from '@/components/confirm-action-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';

interface SignOutEverywhereDialogProps {
  title: string;
  description: string;
  action: UseMutationResult<unknown, Error, void>;
  onDone: () => void;
}

/** 'Sign out of all devices' behind a confirmation: one's own (Settings) or a person's. */
export function SignOutEverywhereDialog(props: SignOutEverywhereDialogProps) {
  return (
    <ConfirmActionDialog
      trigger={
        <Button type="button" variant="destructiveOutline">
          <LogOut aria-hidden />
          Sign out of all devices
        </Button>
      }
      confirmLabel="Sign out everywhere"
      pendingLabel="Signing out..."
      variables={undefined}
      {...props}
    />
  );
}
