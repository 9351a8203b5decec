import { test } from '@playwright/test';
import {
  forEachPage,
  postOpenShift,
  postPendingInvite,
  PUBLIC_PAGES,
  SIGNED_IN,
  signedInPages,
  useSignedIn,
} from './support/a11y.ts';
import { CREDENTIALS, forEachDialog } from './support/dialogs.ts';
import { expectNoSidewaysOverflow } from './support/reflow.ts';
import { demo } from './support/users.ts';

// WCAG 2.2 reflow (1.4.10) at 200% zoom of a 1280x800 laptop (a 640x400 viewport): no page
// scrolls sideways and nothing sticks out of the screen. The other size WCAG names, 320 CSS px
// wide, is checked by the phone sweep of accessibility.spec.ts in the same visit as its axe scan.
// The page tests load every page from the server: the only sweep that still does, so that a page
// which breaks on a direct load (a bookmark, a reload) is found; the dialog tests and the
// accessibility sweep open their later pages in the app already running (support/in-app.ts).
const ZOOMED = { width: 640, height: 400 } as const;

let openShift = 0;
test.beforeAll(async ({ request }) => {
  openShift = await postOpenShift(request, demo.manager, 24);
  await postPendingInvite(request, demo.manager);
});

test.describe('200% zoom', () => {
  test.use({ viewport: ZOOMED, reducedMotion: 'reduce' });
  test.beforeEach(() => test.slow());

  test('public pages', async ({ page }) => {
    await forEachPage(page, PUBLIC_PAGES, (path) => expectNoSidewaysOverflow(page, path));
  });

  for (const [position, credentials] of SIGNED_IN) {
    test(`pages of the ${position}`, async ({ page }) => {
      await useSignedIn(page, credentials);
      await forEachPage(page, signedInPages(position, openShift), (path) =>
        expectNoSidewaysOverflow(page, `${position} at ${path}`),
      );
    });
  }

  for (const who of ['admin', 'manager', 'employee'] as const) {
    test(`dialogs of the ${who}`, async ({ page }) => {
      await useSignedIn(page, CREDENTIALS[who]);
      // Below the 768 px breakpoint: the phone layout, with its bottom bar. The pages the
      // dialogs open from are loaded by the tests above: here they open in the app.
      await forEachDialog(
        page,
        who,
        'phone',
        openShift,
        (dialog) => expectNoSidewaysOverflow(page, `the ${dialog.name} dialog`),
        undefined,
        'in-app',
      );
    });
  }
});
