import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  makeShift,
  orgManager,
  renderShiftWithRequests,
} from '../testing/render-shift-detail-page.tsx';

async function openDelete(seriesId: string | null) {
  const user = userEvent.setup();
  const view = renderShiftWithRequests({
    user: orgManager,
    shift: makeShift({ seriesId }),
    requests: [],
    handlers: {
      'DELETE /api/shifts/41': { status: 200, body: { deleted: [41, 43], spared: [42] } },
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Delete Shift' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete Shift' });
  return { user, dialog, ...view };
}

describe('Delete Shift of a series shift (issue #16 §1)', () => {
  it('offers no choice for a shift outside a series', async () => {
    const { dialog } = await openDelete(null);
    expect(within(dialog).queryByRole('radiogroup')).toBeNull();
  });

  it('deletes this and the following open shifts when chosen', async () => {
    const { user, dialog, calls } = await openDelete('a1b2');
    const choice = within(dialog).getByRole('radiogroup', { name: 'Delete which shifts' });
    expect(within(choice).getByRole('radio', { name: 'This shift' })).toBeChecked();
    await user.click(
      within(choice).getByRole('radio', { name: 'This and the following open shifts' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Shift Deleted')).toBeVisible();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/shifts/41?scope=following',
    ]);
  });
});
