import type { Page, Request } from '@playwright/test';

/**
 * The API requests the page starts while `action` runs and until the network settles, as
 * 'GET /api/users/me' (path only), in order (issue #26 §14: a full load asks once for each).
 */
export async function apiRequestsDuring(page: Page, action: () => Promise<unknown>) {
  const made: string[] = [];
  const record = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) made.push(`${request.method()} ${pathname}`);
  };
  page.on('request', record);
  try {
    await action();
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('request', record);
  }
  return made;
}
