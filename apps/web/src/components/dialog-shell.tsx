import type { ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';

interface DialogShellProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it; a dialog opened from a row's button has none. */
  trigger?: ReactNode;
  title: string;
  description: ReactNode;
  /** The content's width, e.g. 'sm:max-w-2xl' for a two-column form. */
  className?: string;
  children: ReactNode;
}

/** A modal with its title and description above the content (a form, or details). */
export function DialogShell({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  className,
  children,
}: DialogShellProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
