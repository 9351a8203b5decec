import { expect, test, type Page } from '@playwright/test';
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
import { demo } from './support/users.ts';

// WCAG 2.2 reflow (1.4.10): at 320 CSS px wide, and at 200% zoom of a 1280x800 laptop (a
// 640x400 viewport), no page scrolls sideways and nothing sticks out of the screen. A wide data
// table may scroll inside its own box; that is the exception WCAG allows.
const SIZES = {
  '320 px wide': { width: 320, height: 640 },
  '200% zoom': { width: 640, height: 400 },
} as const;

/** What sticks out of the viewport sideways, outside any box that scrolls or clips it. */
async function expectNoSidewaysOverflow(page: Page, where: string): Promise<void> {
  const found = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    const pageOverflow = document.documentElement.scrollWidth - width;
    if (pageOverflow > 0) problems.push(`the page scrolls ${pageOverflow} px sideways`);
    const contained = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (rect.left >= -1 && rect.right <= width + 1) continue;
      if (contained(element)) continue;
      const name = element.getAttribute('aria-label') ?? element.textContent?.slice(0, 40) ?? '';
      problems.push(
        `<${element.tagName.toLowerCase()}> "${name.trim()}" spans ${Math.round(rect.left)}..${Math.round(rect.right)} px`,
      );
    }
    return problems.slice(0, 10);
  });
  expect(found, `${where}: ${found.join('; ')}`).toEqual([]);
}

let openShift = 0;
test.beforeAll(async ({ request }) => {
  openShift = await postOpenShift(request, demo.manager, 24);
  await postPendingInvite(request, demo.manager);
});

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(size, () => {
    test.use({ viewport, reducedMotion: 'reduce' });
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
        // Both sizes are below the 768 px breakpoint: the phone layout, with its bottom bar.
        await forEachDialog(page, who, 'phone', openShift, (dialog) =>
          expectNoSidewaysOverflow(page, `the ${dialog.name} dialog`),
        );
      });
    }
  });
}
