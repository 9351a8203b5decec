import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const PLACEHOLDER = "const BUILD = 'development';";

/**
 * Issue #15 §4: the service worker precaches the build's scripts and styles, listed in
 * precache.json, and names its caches after the build, whose id it carries: each release
 * changes sw.js, so the browser installs the new worker and the app offers to reload.
 */
export async function writeServiceWorkerFiles(outDir: string): Promise<void> {
  const assets = (await readdir(path.join(outDir, 'assets')))
    .filter((file) => /\.(js|css)$/.test(file))
    .sort()
    .map((file) => `/assets/${file}`);
  await writeFile(path.join(outDir, 'precache.json'), JSON.stringify(assets));
  const build = createHash('sha256').update(assets.join('\n')).digest('hex').slice(0, 16);
  const worker = path.join(outDir, 'sw.js');
  const source = await readFile(worker, 'utf8');
  if (!source.includes(PLACEHOLDER)) throw new Error(`sw.js has no ${PLACEHOLDER} to set`);
  await writeFile(worker, source.replace(PLACEHOLDER, `const BUILD = '${build}';`));
}
