import { startTransition, useCallback, useState } from 'react';

/**
 * Open state for a dialog whose content is loaded on demand (React.lazy, no <Suspense> inside
 * it). Opening is a transition, so the dialog appears once its content has loaded and Radix
 * focuses the content's first field as usual; closing is immediate.
 */
export function useLazyDialogOpen(): [open: boolean, setOpen: (open: boolean) => void] {
  const [open, setOpenState] = useState(false);
  const setOpen = useCallback((next: boolean) => {
    if (next) startTransition(() => setOpenState(true));
    else setOpenState(false);
  }, []);
  return [open, setOpen];
}
