import { expect, type Page } from '@playwright/test';

/**
 * WCAG 2.2 reflow (1.4.10): fails when anything sticks out of the viewport sideways, outside any
 * box that scrolls or clips it. A wide data table may scroll inside its own box; that is the
 * exception WCAG allows.
 */
export async function expectNoSidewaysOverflow(page: Page, where: string): Promise<void> {
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
