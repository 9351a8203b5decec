import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt)$/;
/** Below one packet, compression saves nothing worth a second file. */
const MIN_BYTES = 1024;

async function* filesIn(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // '.vite' holds the build manifest, which is read by scripts, never served.
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/**
 * Writes a .br and a .gz beside every text file of the build in `outDir` (bundles, public files
 * and the HTML pages), at the highest levels, once. The API's static plugin serves them to
 * browsers that accept them (apps/api/src/plugins/web-app.ts), so no response is compressed per
 * request.
 */
export async function precompress(outDir: string): Promise<void> {
  const jobs: Promise<void>[] = [];
  for await (const file of filesIn(outDir)) {
    jobs.push(
      (async () => {
        if ((await stat(file)).size < MIN_BYTES) return;
        const source = await readFile(file);
        const [gzipped, brotli] = await Promise.all([
          gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
          brotliAsync(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
        ]);
        await Promise.all([writeFile(`${file}.gz`, gzipped), writeFile(`${file}.br`, brotli)]);
      })(),
    );
  }
  await Promise.all(jobs);
}
