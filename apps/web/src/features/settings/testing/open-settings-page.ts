import { screen } from '@testing-library/react';
import { setAccessToken } from '@/lib/session.ts';
import { stubApi, type ApiHandlers, type StubbedCall } from '@/test/api-stub.ts';
import { renderDashboard } from '@/test/render-dashboard.tsx';

/** Signed in, the API answering `handlers`: opens the Settings page; answers the calls made. */
export async function openSettingsPage(handlers: ApiHandlers): Promise<StubbedCall[]> {
  setAccessToken('token-123');
  const calls = stubApi(handlers);
  renderDashboard('/dashboard/settings');
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  return calls;
}
