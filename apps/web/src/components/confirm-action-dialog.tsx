import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';

interface ConfirmActionDialogProps {
  /** The button that opens the confirmation. */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /** The call the confirmation makes; its error shows in the dialog, which stays open. */
  action: UseMutationResult<unknown, Error, void>;
  onDone: () => void;
}

/** A destructive action behind 'Are you sure?': Cancel, or the action once its call answers. */
export function ConfirmActionDialog({
  trigger,
  title,
  description,
  confirmLabel,
  pendingLabel,
  action,
  onDone,
}: ConfirmActionDialogProps) {
  const [open, setOpen] = useState(false);

  function handleOpenChange(next: boolean) {
    if (action.isPending) return;
    action.reset();
    setOpen(next);
  }

  function confirm() {
    action.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        onDone();
      },
    });
  }

  return (
    <AlertDialog open={open} onOpenChange={handleOpenChange}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {action.isError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {action.error.message}
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={action.isPending}>Cancel</AlertDialogCancel>
          {/* Not an AlertDialogAction: that would close the dialog before the call answers. */}
          <Button type="button" variant="destructive" onClick={confirm} disabled={action.isPending}>
            {action.isPending ? pendingLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
