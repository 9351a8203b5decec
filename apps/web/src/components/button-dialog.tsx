import { APP_STATUS_MESSAGES } from '@chairside/domain';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { DialogShell } from '@/components/dialog-shell.tsx';
import { Button, type ButtonProps } from '@/components/ui/button.tsx';
import { useLazyDialogOpen } from '@/components/ui/use-lazy-dialog-open.ts';
import { useOnline } from '@/lib/use-online.ts';

interface ButtonDialogProps {
  /** The opening button's icon, text (the dialog's title unless given) and look. */
  icon: LucideIcon;
  label?: string;
  /** The button's accessible name where its label alone is ambiguous (one button per row). */
  buttonName?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  /**
   * Starts loading the content (a lazy form) from the button's hover or focus; opening then
   * waits for it (useLazyDialogOpen).
   */
  preload?: () => void;
  title: string;
  description: ReactNode;
  className?: string;
  /** The content, usually a form; it mounts on opening, so every opening starts afresh. */
  children: (close: () => void) => ReactNode;
}

/**
 * A page action that opens a dialog: Create Organization, Add Invite, Assign to User... Each
 * sends something to the server, so offline the button is disabled and says why (issue #26 §9).
 */
export function ButtonDialog({
  icon: Icon,
  label,
  buttonName,
  variant,
  size,
  preload,
  title,
  description,
  className,
  children,
}: ButtonDialogProps) {
  const [open, setOpen] = useLazyDialogOpen(preload !== undefined);
  const online = useOnline();
  return (
    <DialogShell
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button
          type="button"
          variant={variant}
          size={size}
          aria-label={buttonName}
          disabled={!online}
          title={online ? undefined : APP_STATUS_MESSAGES.needsConnection}
          onPointerEnter={preload}
          onFocus={preload}
        >
          <Icon aria-hidden />
          {label ?? title}
        </Button>
      }
      title={title}
      description={description}
      className={className}
    >
      {children(() => setOpen(false))}
    </DialogShell>
  );
}
