import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';

/** What the dialog, the alert dialog and the sheet share, so they look like one family. */
export const MODAL_CLASSES = {
  overlay: 'fixed inset-0 z-50 bg-black/50 motion-safe:animate-[fade-in_150ms_ease-out]',
  footer: 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end',
  title: 'text-lg leading-tight font-semibold',
  description: 'text-sm text-muted-foreground',
};

/** The top-right X of a dialog or a sheet (an alert dialog has none: the user must choose). */
export function ModalCloseButton() {
  return (
    <DialogPrimitive.Close
      className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      aria-label="Close"
    >
      <X aria-hidden className="size-4" />
    </DialogPrimitive.Close>
  );
}

/** Where a dialog or a sheet opens: in a portal, over a dimmed page. */
export function ModalPortal({ children }: { children: ReactNode }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={MODAL_CLASSES.overlay} />
      {children}
    </DialogPrimitive.Portal>
  );
}
