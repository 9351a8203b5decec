import { screen } from '@testing-library/react';
import { setAccessToken } from '@/lib/session.ts';
import { stubApi, type ApiHandlers, type StubbedCall } from '@/test/api-stub.ts';
import { renderDashboard } from '@/test/render-dashboard.tsx';

/**
 * Signed in, the API answering `handlers`: opens the Settings page with its sections loaded;
 * answers the calls made.
 */
export async function openSettingsPage(handlers: ApiHandlers): Promise<StubbedCall[]> {
  setAccessToken('token-123');
  const calls = stubApi(handlers);
  renderDashboard('/dashboard/settings');
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  // The sections under the profile load beside the page behind one Suspense: once the password
  // form (the last of them) is there, so are the others, and a test may read any synchronously.
  await screen.findByRole('region', { name: 'Change Password' });
  return calls;
}
