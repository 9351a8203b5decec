import { startTransition, useCallback, useState } from 'react';

/**
 * Open state for a dialog. When its content is loaded on demand (`lazy`: React.lazy, no
 * <Suspense> inside it), opening is a transition, so the dialog appears once its content has
 * loaded and Radix focuses the content's first field as usual; closing is immediate.
 */
export function useLazyDialogOpen(lazy = true): [open: boolean, setOpen: (open: boolean) => void] {
  const [open, setOpenState] = useState(false);
  const setOpen = useCallback(
    (next: boolean) => {
      if (next && lazy) startTransition(() => setOpenState(true));
      else setOpenState(next);
    },
    [lazy],
  );
  return [open, setOpen];
}
