import { expect, test } from '@playwright/test';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

// Chromium's installability check (Page.getInstallabilityErrors) refuses incognito contexts,
// which Playwright's are: this proves what the check reads, the manifest and its icons.
test('the app is installable: a manifest with a start page, standalone display and PNG icons', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');

  const response = await request.get(href!);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'Chairside',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
  });
  const icons: ManifestIcon[] = manifest.icons;
  for (const purpose of ['any', 'maskable']) {
    expect(icons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes)).toEqual([
      '192x192',
      '512x512',
    ]);
  }
  for (const icon of icons) {
    const file = await request.get(icon.src);
    expect(file.headers()['content-type'], icon.src).toBe('image/png');
    expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
  }
});
