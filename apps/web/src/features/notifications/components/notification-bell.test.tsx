import type { AppNotification } from '@chairside/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setAccessToken } from '@/lib/session.ts';
import { stubApi, type ApiHandlers, type StubbedCall } from '@/test/api-stub.ts';
import { pinClock } from '@/test/clock.ts';
import { makeMe } from '@/test/factories/users.ts';
import { renderDashboard } from '@/test/render-dashboard.tsx';
import { factory } from '@/test/factories/factory.ts';

const NOW = new Date('2026-03-10T15:00:00Z');

const notice = factory<AppNotification>({
  id: 1,
  type: 'offer_received',
  title: 'You have a shift offer',
  body: 'A shift is offered to you; accept or decline it: Hygienist at Bright Smiles - Main',
  shiftId: 42,
  readAt: null,
  createdAt: '2026-03-10T14:55:00Z',
  answerBy: null,
});

const NOTICES = [
  notice({ id: 3 }),
  notice({
    id: 2,
    type: 'shift_deleted',
    title: 'A shift was cancelled',
    shiftId: null,
    createdAt: '2026-03-09T15:00:00Z',
  }),
  notice({ id: 1, readAt: '2026-03-08T10:00:00Z', createdAt: '2026-03-01T10:00:00Z' }),
];

function signIn(unread: number, handlers: ApiHandlers = {}): StubbedCall[] {
  pinClock(NOW);
  setAccessToken('token-123');
  let count = unread;
  return stubApi({
    'GET /api/users/me': { body: makeMe({ position: 'employee' }) },
    'GET /api/notifications/unread-count': () => ({ body: { count } }),
    'GET /api/notifications': { body: { items: NOTICES, total: NOTICES.length } },
    'POST /api/notifications/read': (call) => {
      count = 'all' in (call.body as object) ? 0 : count - 1;
      return { body: { count } };
    },
    ...handlers,
  });
}

const bell = (unread: number) =>
  screen.findByRole('button', { name: `Notifications, ${unread} unread` });

const reads = (calls: StubbedCall[]) =>
  calls.filter((call) => call.path === '/api/notifications/read').map((call) => call.body);

describe('the notification bell (issue #14 §2)', () => {
  it('names the unread count and shows it on the badge', async () => {
    signIn(3);
    renderDashboard();
    expect(await bell(3)).toHaveTextContent('3');
  });

  it('lists the notifications newest first, each with its shift link and its age', async () => {
    signIn(2);
    renderDashboard();
    await userEvent.click(await bell(2));
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^You have a shift offer \(unread\).*5 min ago$/),
      expect.stringMatching(/^A shift was cancelled \(unread\).*1 d ago$/),
      expect.stringMatching(/^You have a shift offer.*Mar 1$/),
    ]);
    expect(within(items[0]).getByRole('link')).toHaveAttribute('href', '/dashboard/shifts/42');
    expect(within(items[1]).queryByRole('link')).not.toBeInTheDocument();
  });

  it('marks one read when it is opened, and goes to its shift', async () => {
    const calls = signIn(2);
    renderDashboard();
    await userEvent.click(await bell(2));
    const list = await screen.findByRole('list', { name: 'Notifications' });
    await userEvent.click(within(list).getAllByRole('link')[0]);
    await waitFor(() => expect(reads(calls)).toEqual([{ ids: [3] }]));
    expect(await bell(1)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('marks all read, and the badge goes', async () => {
    const calls = signIn(2);
    renderDashboard();
    await userEvent.click(await bell(2));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(reads(calls)).toEqual([{ all: true }]));
    expect(await bell(0)).not.toHaveTextContent(/\d/);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('shows a standing offer’s answer-by time on its item (issue #26 §7)', async () => {
    const offer = notice({
      answerBy: { at: '2026-03-10T20:00:00Z', timezone: 'America/Los_Angeles' },
    });
    signIn(1, { 'GET /api/notifications': { body: { items: [offer], total: 1 } } });
    renderDashboard();
    await userEvent.click(await bell(1));
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getByText('Answer by Tue, Mar 10, 1:00 PM PDT (in 5 hours)')).toBeVisible();
  });

  it('says so when there are none', async () => {
    signIn(0, { 'GET /api/notifications': { body: { items: [], total: 0 } } });
    renderDashboard();
    await userEvent.click(await bell(0));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });
});
