import { expect, type Locator } from '@playwright/test';

async function boxOf(control: Locator) {
  const box = await control.boundingBox();
  if (!box) throw new Error('the control is not laid out');
  return box;
}

/**
 * Two fields' controls have equal tops and heights wherever they sit side by side (issue #13
 * item 4); with `sideBySide` they must sit so at this width.
 */
export async function expectAligned(
  [left, right]: readonly [Locator, Locator],
  names: string,
  sideBySide: boolean,
): Promise<void> {
  const a = await boxOf(left);
  const b = await boxOf(right);
  const besideEachOther = b.x >= a.x + a.width;
  if (sideBySide) expect(besideEachOther, `${names}: side by side`).toBe(true);
  if (!besideEachOther) return;
  expect(Math.abs(a.y - b.y), `${names}: one top`).toBeLessThanOrEqual(0.5);
  expect(Math.abs(a.height - b.height), `${names}: one height`).toBeLessThanOrEqual(0.5);
}
