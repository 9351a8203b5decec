import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';
import { MODAL_CLASSES, ModalCloseButton, ModalPortal } from './modal-parts.tsx';
import { useReturnFocus } from './use-return-focus.ts';
import { withClassName } from './with-class-name.tsx';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * A centred modal (Radix: focus trap, Escape, focus returns to the trigger). On a phone it
 * keeps a margin and scrolls inside, so long forms stay reachable at 390 px.
 */
export function DialogContent({
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  const focusHandlers = useReturnFocus(onOpenAutoFocus, onCloseAutoFocus);
  return (
    <ModalPortal>
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100svh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-5 overflow-y-auto rounded-lg border bg-card p-5 text-card-foreground shadow-2xl outline-none sm:p-6 motion-safe:animate-[fade-in_150ms_ease-out]',
          className,
        )}
        {...props}
        {...focusHandlers}
      >
        {children}
        <ModalCloseButton />
      </DialogPrimitive.Content>
    </ModalPortal>
  );
}

export const DialogHeader = withClassName('div', 'grid gap-1.5 pr-8');
export const DialogFooter = withClassName('div', MODAL_CLASSES.footer);
export const DialogTitle = withClassName(DialogPrimitive.Title, MODAL_CLASSES.title);
export const DialogDescription = withClassName(
  DialogPrimitive.Description,
  MODAL_CLASSES.description,
);
