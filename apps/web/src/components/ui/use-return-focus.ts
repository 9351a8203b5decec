import { useEffect, useRef } from 'react';

/**
 * Where focus goes when what opened a dialog is gone (its action removed the button, or went to
 * another page): the page's main heading, so a keyboard or screen-reader user carries on from
 * the top of what changed rather than from the start of the document.
 */
function focusMainHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return false;
  // A heading takes focus only from a script, never from Tab; it is no control, so it shows no
  // focus ring (a screen reader reads it, and the next Tab goes on from it).
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.classList.add('outline-none');
  heading.focus();
  return true;
}

// Long enough for the dialog's action to be answered and the page refetched on a slow phone.
const OPENER_WATCH_MS = 10_000;

function focusLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

/**
 * The dialog's action often removes its opener only once the page refetches (Request Shift is
 * gone once the request is listed; a deleted invite's row; a page left): should the opener go
 * (or re-render it) while it holds focus, focus would fall to the document: for a while after the
 * dialog closes, focus lost that way moves to the main heading (of the next page, once that has
 * one). It keeps watching after a first move: a page left after its refetch (Delete Shift) first
 * loses the opener, then the heading that took focus, as the next page replaces it.
 */
function watchLostFocus(): void {
  const observer = new MutationObserver(() => {
    if (focusLost()) focusMainHeading();
  });
  function stop() {
    observer.disconnect();
    document.removeEventListener('pointerdown', stop);
  }
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  // A click elsewhere is the user's own move: focus is theirs again.
  document.addEventListener('pointerdown', stop);
  window.setTimeout(stop, OPENER_WATCH_MS);
}

/**
 * Radix dialogs return focus to their Trigger on close. A dialog opened from elsewhere (a
 * table row's button, with no Trigger) would drop focus to the page: this returns it to
 * whatever had focus when the dialog opened, if that is still on the page, and otherwise to the
 * page's main heading.
 */
export function useReturnFocus<OpenEvent extends Event, CloseEvent extends Event>(
  onOpenAutoFocus?: (event: OpenEvent) => void,
  onCloseAutoFocus?: (event: CloseEvent) => void,
) {
  const openerRef = useRef<HTMLElement | null>(null);
  // The action that removes the opener can remove the open dialog with it (Request Shift is
  // gone once the request is listed): Radix then returns focus nowhere, so this does.
  useEffect(
    () => () => {
      if (!openerRef.current) return;
      window.setTimeout(() => {
        if (focusLost()) focusMainHeading();
      });
    },
    [],
  );
  return {
    onOpenAutoFocus: (event: OpenEvent) => {
      openerRef.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: CloseEvent) => {
      onCloseAutoFocus?.(event);
      const opener = openerRef.current;
      openerRef.current = null;
      if (event.defaultPrevented) return;
      if (opener && opener !== document.body) {
        event.preventDefault();
        if (opener.isConnected) opener.focus();
        else if (focusMainHeading()) return;
      }
      watchLostFocus();
    },
  };
}
