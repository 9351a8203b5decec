import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';
import type { ButtonProps } from './button.tsx';
import { buttonVariants } from './button-variants.ts';
import { MODAL_CLASSES } from './modal-parts.tsx';
import { useReturnFocus } from './use-return-focus.ts';
import { withClassName } from './with-class-name.tsx';

export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;

/** A confirmation: no close button and no outside click; the user picks Cancel or the action. */
export function AlertDialogContent({
  className,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Content>) {
  const focusHandlers = useReturnFocus(onOpenAutoFocus, onCloseAutoFocus);
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className={MODAL_CLASSES.overlay} />
      <AlertDialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100svh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-card p-5 text-card-foreground shadow-2xl outline-none sm:p-6 motion-safe:animate-[fade-in_150ms_ease-out]',
          className,
        )}
        {...props}
        {...focusHandlers}
      />
    </AlertDialogPrimitive.Portal>
  );
}

export const AlertDialogHeader = withClassName('div', 'grid gap-1.5');
export const AlertDialogFooter = withClassName('div', MODAL_CLASSES.footer);
export const AlertDialogTitle = withClassName(AlertDialogPrimitive.Title, MODAL_CLASSES.title);
export const AlertDialogDescription = withClassName(
  AlertDialogPrimitive.Description,
  MODAL_CLASSES.description,
);

/** The confirming button; `variant="destructive"` for irreversible actions such as a delete. */
export function AlertDialogAction({
  className,
  variant = 'default',
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Action> & Pick<ButtonProps, 'variant'>) {
  return (
    <AlertDialogPrimitive.Action
      className={cn(buttonVariants({ variant }), className)}
      {...props}
    />
  );
}

export function AlertDialogCancel({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Cancel>) {
  return (
    <AlertDialogPrimitive.Cancel
      className={cn(buttonVariants({ variant: 'outline' }), className)}
      {...props}
    />
  );
}
