import type { CalendarFeed } from '@chairside/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setAccessToken } from '@/lib/session.ts';
import { stubApi, type ApiHandlers } from '@/test/api-stub.ts';
import { makeMe } from '@/test/factories/users.ts';
import { CalendarFeedsSection } from './calendar-feeds-section.tsx';
import { PasswordForm } from './password-form.tsx';

const FEED_URL = `https://chairside.example/api/calendar/${'a'.repeat(43)}.ics`;
const RENEWED_URL = `https://chairside.example/api/calendar/${'b'.repeat(43)}.ics`;
const mine: CalendarFeed = { scope: 'mine', label: 'My shifts', url: FEED_URL };

function stubFeeds(handlers: ApiHandlers = {}) {
  setAccessToken('token-123');
  return stubApi({
    'GET /api/users/me': { body: makeMe() },
    'GET /api/calendar/feeds': { body: { feeds: [mine] } },
    ...handlers,
  });
}

/*
 * The section on its own, its code imported above: the first query waits only for the stubbed
 * answer. Rendered through the dashboard's lazy routes, it waited for their code as well, which
 * on a busy machine took longer than Testing Library's wait. That the Settings page shows the
 * section is proved in the browser (e2e/calendar-feeds.spec.ts).
 */
async function openFeeds(handlers: ApiHandlers = {}, { withPasswordForm = false } = {}) {
  const calls = stubFeeds(handlers);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      {withPasswordForm && <PasswordForm />}
      <CalendarFeedsSection />
    </QueryClientProvider>,
  );
  const region = screen.getByRole('region', { name: 'Calendar feeds' });
  await within(region).findByRole('textbox', { name: 'My shifts: calendar link' });
  return { calls, region };
}

describe('settings: calendar feeds', () => {
  it('shows each feed with its link and one-click subscriptions for Google, Apple and Outlook', async () => {
    const { region } = await openFeeds();
    expect(within(region).getByRole('textbox', { name: 'My shifts: calendar link' })).toHaveValue(
      FEED_URL,
    );
    const webcal = FEED_URL.replace('https://', 'webcal://');
    expect(
      within(region).getByRole('link', { name: 'Add My shifts to Google Calendar' }),
    ).toHaveAttribute(
      'href',
      `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
    );
    expect(
      within(region).getByRole('link', { name: 'Add My shifts to Apple Calendar' }),
    ).toHaveAttribute('href', webcal);
    const outlook = within(region).getByRole('link', { name: 'Add My shifts to Outlook' });
    expect(outlook.getAttribute('href')).toMatch(
      /^https:\/\/outlook\.live\.com\/calendar\/0\/addfromweb\?url=webcal%3A%2F%2F/,
    );
  });

  it('resets a link only after the confirmation that the old link stops working, then shows the new one', async () => {
    const { calls, region } = await openFeeds({
      'POST /api/calendar/feeds/mine/regenerate': { body: { ...mine, url: RENEWED_URL } },
    });
    const user = userEvent.setup();
    await user.click(within(region).getByRole('button', { name: 'Reset link: My shifts' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset this calendar link?' });
    expect(dialog).toHaveTextContent('The current link stops working at once');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Reset link' }));
    expect(await within(region).findByDisplayValue(RENEWED_URL)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/calendar/feeds/mine/regenerate',
    ]);
  });

  it('shows the new links after a password change, which ends the old ones on the server', async () => {
    let changed = false;
    const { region } = await openFeeds(
      {
        'GET /api/calendar/feeds': () => ({
          body: { feeds: [changed ? { ...mine, url: RENEWED_URL } : mine] },
        }),
        'POST /api/users/me/password': () => {
          changed = true;
          return {
            body: { message: 'Your password has been updated.', access_token: 'token-new' },
          };
        },
      },
      { withPasswordForm: true },
    );
    const user = userEvent.setup();
    const password = screen.getByRole('region', { name: 'Change Password' });
    await user.type(within(password).getByLabelText('Current Password'), 'old-password');
    await user.type(within(password).getByLabelText('New Password'), 'new-password-1');
    await user.type(within(password).getByLabelText('Confirm New Password'), 'new-password-1');
    await user.click(within(password).getByRole('button', { name: 'Update Password' }));

    expect(await within(region).findByDisplayValue(RENEWED_URL)).toBeInTheDocument();
    expect(within(region).queryByDisplayValue(FEED_URL)).not.toBeInTheDocument();
  });
});
