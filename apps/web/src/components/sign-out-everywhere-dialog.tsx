import type { UseMutationResult } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { ConfirmActionDialog } from '@/components/confirm-action-dialog.tsx';

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
      trigger={{ icon: LogOut, label: 'Sign out of all devices', variant: 'destructiveOutline' }}
      confirmLabel="Sign out everywhere"
      pendingLabel="Signing out..."
      variables={undefined}
      {...props}
    />
  );
}
