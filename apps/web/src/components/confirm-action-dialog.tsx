import type { UseMutationResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { FormError } from '@/components/forms/form-error.tsx';
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
import { Button, type ButtonProps } from '@/components/ui/button.tsx';

/** The button that opens a confirmation: its icon, text and look, as ButtonDialog's. */
interface ConfirmTrigger {
  icon: LucideIcon;
  label: string;
  /** The button's accessible name where its label alone is ambiguous (one button per row). */
  name?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}

interface ConfirmActionDialogProps<Variables> {
  /** The button that opens the confirmation; without one, `open` and `onClose` drive it. */
  trigger?: ConfirmTrigger;
  /** For a confirmation opened from elsewhere (a table row's button). */
  open?: boolean;
  onClose?: () => void;
  title: string;
  description: ReactNode;
  /** What the action applies to, shown under the description. */
  children?: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /** The call the confirmation makes; its error shows in the dialog, which stays open. */
  action: UseMutationResult<unknown, Error, Variables>;
  variables: Variables;
  onDone: () => void;
  /** The error in a bordered box, as the forms show it, rather than a line of text. */
  boxedError?: boolean;
  /** 'default' for an action that adds rather than removes. */
  confirmVariant?: 'destructive' | 'default';
  /** The dismiss button, when 'Cancel' would read as the action itself ('Keep Request'). */
  cancelLabel?: string;
}

/** An action (destructive unless told) behind 'Are you sure?': Cancel, or the action once its call answers. */
export function ConfirmActionDialog<Variables>({
  trigger,
  open: controlledOpen,
  onClose,
  title,
  description,
  children,
  confirmLabel,
  pendingLabel,
  action,
  variables,
  onDone,
  boxedError = false,
  confirmVariant = 'destructive',
  cancelLabel = 'Cancel',
}: ConfirmActionDialogProps<Variables>) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;

  function setOpen(next: boolean) {
    setOwnOpen(next);
    if (!next) onClose?.();
  }

  function handleOpenChange(next: boolean) {
    if (action.isPending) return;
    action.reset();
    setOpen(next);
  }

  function confirm() {
    action.mutate(variables, {
      onSuccess: () => {
        setOpen(false);
        onDone();
      },
    });
  }

  return (
    <AlertDialog open={open} onOpenChange={handleOpenChange}>
      {trigger ? (
        <AlertDialogTrigger asChild>
          <Button
            type="button"
            variant={trigger.variant}
            size={trigger.size}
            className={trigger.className}
            aria-label={trigger.name}
          >
            <trigger.icon aria-hidden />
            {trigger.label}
          </Button>
        </AlertDialogTrigger>
      ) : null}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        {boxedError ? (
          <FormError error={action.error} />
        ) : action.isError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {action.error.message}
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={action.isPending}>{cancelLabel}</AlertDialogCancel>
          {/* Not an AlertDialogAction: that would close the dialog before the call answers. */}
          <Button
            type="button"
            variant={confirmVariant}
            onClick={confirm}
            disabled={action.isPending}
          >
            {action.isPending ? pendingLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
