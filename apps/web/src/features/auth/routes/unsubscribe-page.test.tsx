import { UNSUBSCRIBE_MESSAGES } from '@chairside/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAuthRoute } from '@/test/render-auth-route.tsx';
import { stubFetch } from '../testing/stub-fetch.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TOKEN = '12.offers.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const DONE =
  'You will no longer get emails about Offers. You can change this in Settings › Notifications.';

describe('unsubscribe page', () => {
  it('posts the token once, without signing in, and says which emails stop', async () => {
    const { sent } = stubFetch({ body: { group: 'offers', label: 'Offers', message: DONE } });
    renderAuthRoute(`/unsubscribe?token=${TOKEN}`);

    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(DONE);
    expect(screen.getByRole('heading', { name: 'Unsubscribe' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to Settings' })).toHaveAttribute(
      'href',
      '/auth/login?next=%2Fdashboard%2Fsettings',
    );
    expect(screen.getByRole('link', { name: 'Back to Chairside' })).toHaveAttribute('href', '/');
    // Rendered in StrictMode: the effect ran twice, the token was sent once.
    expect(sent).toEqual([
      {
        url: '/api/unsubscribe',
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: { token: TOKEN },
      },
    ]);
  });

  it("shows the server's refusal of a forged or expired link plainly", async () => {
    stubFetch({ status: 400, body: { message: UNSUBSCRIBE_MESSAGES.invalidLink } });
    renderAuthRoute(`/unsubscribe?token=${TOKEN}`);

    expect(await screen.findByRole('alert')).toHaveTextContent(UNSUBSCRIBE_MESSAGES.invalidLink);
    expect(screen.queryByRole('status', { name: UNSUBSCRIBE_MESSAGES.unsubscribing })).toBeNull();
  });

  it('links a signed-in person straight to Settings', async () => {
    localStorage.setItem('access_token', 'a-session');
    stubFetch({ body: { group: 'offers', label: 'Offers', message: DONE } });
    renderAuthRoute(`/unsubscribe?token=${TOKEN}`);

    expect(await screen.findByRole('link', { name: 'Open Settings' })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    );
  });

  it('refuses a link without a token and sends nothing', async () => {
    const { fetchMock } = stubFetch();
    renderAuthRoute('/unsubscribe');

    expect(await screen.findByRole('alert')).toHaveTextContent(UNSUBSCRIBE_MESSAGES.invalidLink);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
