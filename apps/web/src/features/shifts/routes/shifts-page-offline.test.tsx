import { APP_STATUS_MESSAGES } from '@chairside/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShiftsPage } from '../testing/render-shifts-page.tsx';

/** What the service worker answers offline for what it never kept (apps/web/public/sw.js). */
const OFFLINE_ANSWER = {
  status: 503,
  body: { message: 'You are offline. This needs a connection.' },
};

describe('Shifts page offline, for a month never loaded (issue #26 §9)', () => {
  beforeEach(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  });
  afterEach(() => vi.restoreAllMocks());

  it('says the month and the day were not loaded, instead of showing no shifts', async () => {
    renderShiftsPage({ handlers: { 'GET /api/shifts': OFFLINE_ANSWER } });
    const calendar = await screen.findByRole('region', { name: 'November 2026' });
    expect(within(calendar).getByRole('status')).toHaveTextContent(
      APP_STATUS_MESSAGES.notLoadedOffline,
    );
    const day = screen.getByRole('region', { name: 'Monday, November 23' });
    expect(await within(day).findByRole('status')).toHaveTextContent(
      APP_STATUS_MESSAGES.notLoadedOffline,
    );
    expect(within(day).queryByText('No shifts available')).toBeNull();
    expect(within(day).queryByText('Loading...')).toBeNull();
  });

  it('disables Create Shift and says it needs a connection', async () => {
    renderShiftsPage({ handlers: { 'GET /api/shifts': OFFLINE_ANSWER } });
    const create = await screen.findByRole('button', { name: 'Create Shift' });
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription(APP_STATUS_MESSAGES.needsConnection);
  });
});
