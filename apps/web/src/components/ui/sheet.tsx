import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';
import { MODAL_CLASSES, ModalCloseButton, ModalPortal } from './modal-parts.tsx';
import { withClassName } from './with-class-name.tsx';

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

/** A Radix dialog that slides up from the bottom edge (the mobile menu). */
export function SheetContent({
  className,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <ModalPortal>
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-x-0 bottom-0 z-50 flex max-h-[85svh] flex-col rounded-t-2xl border-t bg-background pb-[env(safe-area-inset-bottom)] shadow-2xl outline-none motion-safe:animate-[sheet-up_200ms_ease-out]',
          className,
        )}
        {...props}
      >
        <div aria-hidden className="mx-auto mt-2.5 h-1.5 w-10 rounded-full bg-muted" />
        {children}
        <ModalCloseButton />
      </DialogPrimitive.Content>
    </ModalPortal>
  );
}

export const SheetTitle = withClassName(DialogPrimitive.Title, 'text-base font-semibold');
export const SheetDescription = withClassName(
  DialogPrimitive.Description,
  MODAL_CLASSES.description,
);
