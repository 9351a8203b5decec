import { useRef } from 'react';

/**
 * Radix dialogs return focus to their Trigger on close. A dialog opened from elsewhere (a
 * table row's button, with no Trigger) would drop focus to the page: this returns it to
 * whatever had focus when the dialog opened, if that is still on the page.
 */
export function useReturnFocus<OpenEvent extends Event, CloseEvent extends Event>(
  onOpenAutoFocus?: (event: OpenEvent) => void,
  onCloseAutoFocus?: (event: CloseEvent) => void,
) {
  const openerRef = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: OpenEvent) => {
      openerRef.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: CloseEvent) => {
      onCloseAutoFocus?.(event);
      const opener = openerRef.current;
      if (event.defaultPrevented || !opener?.isConnected || opener === document.body) return;
      event.preventDefault();
      opener.focus();
    },
  };
}
