import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DialogShell } from '@/components/dialog-shell.tsx';
import { ListError, ListLoading } from '@/components/list/list-states.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DialogClose, DialogFooter } from '@/components/ui/dialog.tsx';

interface DetailsDialogProps<Detail extends { name: string }> {
  /** Whether a row is being viewed; closing calls onClose. */
  open: boolean;
  onClose: () => void;
  title: string;
  /** Shown until the details have loaded; then their `name`. */
  description: string;
  query: UseQueryResult<Detail>;
  loadingLabel: string;
  children: (detail: Detail) => ReactNode;
  /** Links beside Close, e.g. to the row's shift schedule. */
  actions?: ReactNode;
}

/** A details dialog's footer: Close, then the dialog's own actions (`children`). */
export function CloseFooter({ children }: { children?: ReactNode }) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="outline">
          Close
        </Button>
      </DialogClose>
      {children}
    </DialogFooter>
  );
}

/** A list row's details (View/Manage): loading, failure or the details, then Close. */
export function DetailsDialog<Detail extends { name: string }>({
  open,
  onClose,
  title,
  description,
  query,
  loadingLabel,
  children,
  actions,
}: DetailsDialogProps<Detail>) {
  return (
    <DialogShell
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={title}
      description={query.data?.name ?? description}
      className="sm:max-w-xl"
    >
      {query.isPending ? (
        <ListLoading label={loadingLabel} className="border-0 py-8" />
      ) : query.isError ? (
        <ListError error={query.error} className="py-8" />
      ) : (
        children(query.data)
      )}
      <CloseFooter>{actions}</CloseFooter>
    </DialogShell>
  );
}
