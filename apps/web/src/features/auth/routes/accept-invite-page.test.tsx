import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken, setAccessToken } from '@/lib/session.ts';
import { stubApi } from '@/test/api-stub.ts';
import { renderAuthRoute } from '@/test/render-auth-route.tsx';
import { expectToast } from '@/test/toasts.ts';
import { makeMe } from '@/test/factories/users.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const PAGE = '/auth/accept-invite?code=join-code';
const ME = makeMe({
  id: 9,
  email: 'indie@example.com',
  name: 'Indy Freelance',
  position: 'employee',
  jobTitle: 'Hygienist',
});

async function openSignedIn(path = PAGE) {
  setAccessToken('session-token');
  const view = renderAuthRoute(path);
  await screen.findByRole('heading', { name: 'Join Your Team' });
  return view;
}

describe('accept invite page (an invite to someone who already has an account)', () => {
  it('sends a signed-out visitor to sign in first, and back here afterwards', async () => {
    const calls = stubApi({
      'POST /api/auth/login': { body: { access_token: 'fresh-token' } },
      'GET /api/users/me': { body: ME },
    });
    const user = userEvent.setup();
    const { router } = renderAuthRoute(PAGE);

    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(PAGE);

    await user.type(screen.getByLabelText('Email'), 'indie@example.com');
    await user.type(screen.getByLabelText('Password'), 'Indie-Pass-42');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Join Your Team' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(PAGE);
    expect(await screen.findByText('indie@example.com')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/invites/accept')).toBe(false);
  });

  it('a next address of another site is ignored: sign-in goes to the dashboard', async () => {
    stubApi({ 'POST /api/auth/login': { body: { access_token: 'fresh-token' } } });
    const user = userEvent.setup();
    const { router } = renderAuthRoute('/auth/login?next=%2F%2Fevil.example%2Fphish');
    await screen.findByRole('heading', { name: 'Sign In' });
    await user.type(screen.getByLabelText('Email'), 'indie@example.com');
    await user.type(screen.getByLabelText('Password'), 'Indie-Pass-42');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Dashboard page at /dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('signed in, accepts the invite, says which organization was joined and opens the dashboard', async () => {
    const calls = stubApi({
      'GET /api/users/me': { body: ME },
      'POST /api/invites/accept': {
        body: { organizationId: 3, organizationName: 'Bright Smiles', position: 'manager' },
      },
    });
    const user = userEvent.setup();
    const { router } = await openSignedIn();
    expect(await screen.findByText('indie@example.com')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Accept Invite' }));

    await expectToast('Invite Accepted', 'You joined Bright Smiles as Manager.');
    expect(await screen.findByText('Dashboard page at /dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    const accept = calls.find((call) => call.path === '/api/invites/accept');
    expect(accept).toMatchObject({ method: 'POST', body: { code: 'join-code' } });
    expect(accept?.headers.Authorization).toBe('Bearer session-token');
  });

  it('shows the server message when the invite cannot be accepted, and stays', async () => {
    stubApi({
      'GET /api/users/me': { body: ME },
      'POST /api/invites/accept': {
        status: 409,
        body: {
          message:
            'You already belong to an organization, so this invite cannot be accepted with this account.',
        },
      },
    });
    const user = userEvent.setup();
    const { router } = await openSignedIn();

    await user.click(await screen.findByRole('button', { name: 'Accept Invite' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already belong to an organization, so this invite cannot be accepted with this account.',
    );
    expect(screen.getByRole('button', { name: 'Accept Invite' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/auth/accept-invite');
  });

  it('signs out and asks to sign in again with another account, coming back here', async () => {
    stubApi({ 'GET /api/users/me': { body: ME } });
    const user = userEvent.setup();
    const { router } = await openSignedIn();

    await user.click(await screen.findByRole('button', { name: 'Sign in with another account' }));

    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(getAccessToken()).toBeNull();
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(PAGE);
  });

  it('a session the server no longer honours goes to sign in and back', async () => {
    stubApi({
      'GET /api/users/me': { status: 401, body: { message: 'Please sign in to continue' } },
    });
    setAccessToken('ended-token');
    const { router } = renderAuthRoute(PAGE);
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(getAccessToken()).toBeNull();
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(PAGE);
  });

  it('without a code says the link is invalid', async () => {
    const calls = stubApi({});
    await openSignedIn('/auth/accept-invite');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid verification link');
    expect(screen.queryByRole('button', { name: 'Accept Invite' })).toBeNull();
    expect(calls).toEqual([]);
  });
});
