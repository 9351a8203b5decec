import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setAccessToken } from '@/lib/session.ts';
import { stubApi } from '@/test/api-stub.ts';
import { makeMe } from '@/test/factories/users.ts';
import { renderDashboard } from '@/test/render-dashboard.tsx';

describe('the signed-in shell’s tab order (issue #26 §12)', () => {
  it('goes through the menu, the top bar, then the user menu, then the page', async () => {
    setAccessToken('token-123');
    stubApi({
      'GET /api/users/me': { body: makeMe({ position: 'employee' }) },
      'GET /api/notifications/unread-count': { body: { count: 0 } },
    });
    renderDashboard();
    const bell = await screen.findByRole('button', { name: /^Notifications/ });
    const stops = [
      screen.getByRole('link', { name: 'Settings' }),
      screen.getByRole('button', { name: 'Toggle Sidebar' }),
      bell,
      screen.getByRole('button', { name: /Dana Whitfield/ }),
    ];
    const user = userEvent.setup();
    const reached: HTMLElement[] = [];
    for (let press = 0; press < 12 && reached.length < stops.length; press += 1) {
      await user.tab();
      if (stops.includes(document.activeElement as HTMLElement)) {
        reached.push(document.activeElement as HTMLElement);
      }
    }
    expect(reached).toEqual(stops);
  });
});
