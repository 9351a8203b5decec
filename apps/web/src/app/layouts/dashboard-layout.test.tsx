import type { AccountPosition } from '@chairside/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken, setAccessToken } from '@/lib/session.ts';
import { stubApi } from '@/test/api-stub.ts';
import { renderDashboard } from '@/test/render-dashboard.tsx';
import { makeMe } from '@/test/factories/users.ts';
import { roleTexts } from '@/test/role-texts.ts';

function signIn(position: AccountPosition = 'admin') {
  setAccessToken('token-123');
  return stubApi({ 'GET /api/users/me': { body: makeMe({ position }) } });
}

function setViewportWidth(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

afterEach(() => setViewportWidth(1024));

/** SPEC §2 menu table: an admin's menu is a manager's with Organizations after Home. */
const MANAGER_MENU: [string, string][] = [
  ['Home', '/dashboard'],
  ['Locations', '/dashboard/locations'],
  ['Users', '/dashboard/users'],
  ['Invites', '/dashboard/invites'],
  ['Credentials', '/dashboard/credentials'],
  ['Shifts', '/dashboard/shifts'],
  ['Report', '/dashboard/reports'],
  ['Settings', '/dashboard/settings'],
];

const MENUS: Record<AccountPosition, [string, string][]> = {
  admin: [
    ['Home', '/dashboard'],
    ['Organizations', '/dashboard/organizations'],
    ...MANAGER_MENU.slice(1),
  ],
  manager: MANAGER_MENU,
  location_manager: [
    ['Home', '/dashboard'],
    ['Users', '/dashboard/users'],
    ['Invites', '/dashboard/invites'],
    ['Shifts', '/dashboard/shifts'],
    ['Report', '/dashboard/reports'],
    ['Settings', '/dashboard/settings'],
  ],
  employee: [
    ['Home', '/dashboard'],
    ['Shifts', '/dashboard/shifts'],
    ['Settings', '/dashboard/settings'],
  ],
};

describe('dashboard shell', () => {
  it.each(Object.keys(MENUS) as AccountPosition[])(
    'shows the %s menu of SPEC §2 in the sidebar',
    async (position) => {
      signIn(position);
      renderDashboard();
      const nav = await screen.findByRole('navigation', { name: 'Main' });
      const links = within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
      expect(links).toEqual(MENUS[position]);
    },
  );

  it('greets the user and marks Home as the current page', async () => {
    signIn('employee');
    renderDashboard();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Dana Whitfield' }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the name and position label in the footer', async () => {
    signIn('location_manager');
    renderDashboard();
    const button = await screen.findByRole('button', { name: /Dana Whitfield/ });
    expect(button).toHaveTextContent('Location Manager');
    expect(screen.getAllByText('DW').length).toBeGreaterThan(0);
  });

  it('collapses with Ctrl+B and saves the state in the sidebar:state cookie', async () => {
    signIn();
    const user = userEvent.setup();
    renderDashboard();
    const toggle = await screen.findByRole('button', { name: 'Toggle Sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const cookieWrites = vi.spyOn(document, 'cookie', 'set');

    await user.keyboard('{Control>}b{/Control}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.cookie).toContain('sidebar:state=false');
    // SPEC §4: kept for 7 days, for the whole site.
    expect(cookieWrites).toHaveBeenLastCalledWith(expect.stringContaining('max-age=604800'));
    expect(cookieWrites).toHaveBeenLastCalledWith(expect.stringContaining('path=/'));
    cookieWrites.mockRestore();
    // Icon-only still names every link.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Settings' })).toBeInTheDocument();

    await user.keyboard('{Meta>}b{/Meta}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.cookie).toContain('sidebar:state=true');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('starts collapsed when the cookie says so', async () => {
    document.cookie = 'sidebar:state=false; path=/';
    signIn();
    renderDashboard();
    const toggle = await screen.findByRole('button', { name: 'Toggle Sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('logs out from the footer popover: the token is removed and the user goes to /', async () => {
    signIn();
    const user = userEvent.setup();
    const { router } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: /Dana Whitfield/ }));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(getAccessToken()).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends the user to / when the current-user lookup fails; a server error keeps the token', async () => {
    setAccessToken('token-123');
    const calls = stubApi({
      'GET /api/users/me': { status: 503, body: { message: 'Service unavailable' } },
    });
    const { router } = renderDashboard('/dashboard/settings');
    expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(calls[0].headers.Authorization).toBe('Bearer token-123');
    expect(getAccessToken()).toBe('token-123');
  });

  it('forgets a token the server refuses and says the session ended', async () => {
    setAccessToken('expired-token');
    stubApi({ 'GET /api/users/me': { status: 401, body: { message: 'Unauthorized' } } });
    const { router } = renderDashboard('/dashboard/settings');
    expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(getAccessToken()).toBeNull();
    expect(
      await screen.findByText('Your session has ended. Please sign in again.'),
    ).toBeInTheDocument();
  });

  it('signs out with a notice when a call is refused mid-use (sessions ended on another device)', async () => {
    setAccessToken('token-123');
    stubApi({
      'GET /api/users/me': { body: makeMe() },
      'POST /api/users/me/sign-out-everywhere': { status: 401, body: { message: 'Unauthorized' } },
    });
    const user = userEvent.setup();
    const { router } = renderDashboard('/dashboard/settings');
    await user.click(await screen.findByRole('button', { name: 'Sign out of all devices' }));
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(getAccessToken()).toBeNull();
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
  });

  it('sends a visitor without a token to / without calling the API', async () => {
    const calls = stubApi({});
    renderDashboard('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows a spinner while the current user loads', async () => {
    setAccessToken('token-123');
    stubApi({ 'GET /api/users/me': () => new Promise(() => {}) });
    renderDashboard();
    expect(await screen.findByRole('status', { name: 'Loading your account' })).toBeInTheDocument();
  });

  it('sends a position away from pages outside its menu', async () => {
    signIn('employee');
    const { router } = renderDashboard('/dashboard/users');
    expect(
      await screen.findByRole('heading', { name: 'Welcome back, Dana Whitfield' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('opens a menu page with its header', async () => {
    signIn('manager');
    renderDashboard('/dashboard/locations');
    expect(await screen.findByRole('heading', { name: 'Manage Locations' })).toBeInTheDocument();
  });

  describe('on a phone', () => {
    it('renders the bottom bar instead of the sidebar', async () => {
      setViewportWidth(375);
      signIn('manager');
      renderDashboard();
      const bar = await screen.findByRole('navigation', { name: 'Mobile navigation' });
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Toggle Sidebar' })).not.toBeInTheDocument();
      expect(roleTexts(bar, 'link')).toEqual(['Home', 'Shifts', 'Locations', 'Organizations']);
    });

    it('shows only Home and Shifts to an employee', async () => {
      setViewportWidth(375);
      signIn('employee');
      renderDashboard();
      const bar = await screen.findByRole('navigation', { name: 'Mobile navigation' });
      expect(roleTexts(bar, 'link')).toEqual(['Home', 'Shifts']);
    });

    it('opens the Menu sheet with the full menu and Logout', async () => {
      setViewportWidth(375);
      signIn('location_manager');
      const user = userEvent.setup();
      const { router } = renderDashboard();
      await user.click(await screen.findByRole('button', { name: 'Menu' }));
      const sheet = await screen.findByRole('dialog', { name: 'Menu' });
      expect(roleTexts(sheet, 'link')).toEqual(MENUS.location_manager.map(([label]) => label));

      await user.click(within(sheet).getByRole('link', { name: 'Settings' }));
      expect(router.state.location.pathname).toBe('/dashboard/settings');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await user.click(screen.getByRole('button', { name: 'Menu' }));
      await user.click(await screen.findByRole('button', { name: 'Logout' }));
      expect(getAccessToken()).toBeNull();
      expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeInTheDocument();
    });

    it('switches between the sidebar and the bottom bar as the window resizes', async () => {
      signIn();
      renderDashboard();
      await screen.findByRole('navigation', { name: 'Main' });
      setViewportWidth(768);
      expect(screen.getByRole('navigation', { name: 'Mobile navigation' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
      setViewportWidth(769);
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    });
  });
});
