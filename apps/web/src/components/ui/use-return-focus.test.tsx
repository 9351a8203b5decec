import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog.tsx';

/**
 * A page whose dialog's action can remove the button that opened it, as Request Shift does:
 * `removeOpener` takes the button (and its dialog) away; otherwise it stays.
 */
function Page({ removeOpener }: { removeOpener: boolean }) {
  const [done, setDone] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <main>
      <h1>Shift Details</h1>
      {done && removeOpener ? null : (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger>Request Shift</DialogTrigger>
          <DialogContent>
            <DialogTitle>Request Shift</DialogTitle>
            <DialogDescription>Hygienist at Midtown Manhattan.</DialogDescription>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                setDone(true);
              }}
            >
              Send
            </button>
          </DialogContent>
        </Dialog>
      )}
    </main>
  );
}

describe('useReturnFocus (focus after a dialog closes)', () => {
  it('gives focus back to the opening button after Escape', async () => {
    const user = userEvent.setup();
    render(<Page removeOpener={false} />);
    await user.click(screen.getByRole('button', { name: 'Request Shift' }));
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Request Shift' })).toHaveFocus(),
    );
  });

  it('gives focus back to the opening button after the action, when it stays', async () => {
    const user = userEvent.setup();
    render(<Page removeOpener={false} />);
    await user.click(screen.getByRole('button', { name: 'Request Shift' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Request Shift' })).toHaveFocus(),
    );
  });

  it('moves focus to the main heading when the action removed the opening button', async () => {
    const user = userEvent.setup();
    render(<Page removeOpener />);
    await user.click(screen.getByRole('button', { name: 'Request Shift' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Shift Details' })).toHaveFocus(),
    );
    expect(screen.getByRole('heading', { name: 'Shift Details' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
  });
});
