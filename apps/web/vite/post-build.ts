import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { precompress } from './precompress.ts';
import { prerenderPages } from './prerender.ts';
import { writeServiceWorkerFiles } from './service-worker-files.ts';

/**
 * After the client build: prerender the public pages, give the service worker its build id and
 * precache list, then compress every text file.
 */
export function postBuild(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'chairside:post-build',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      await prerenderPages(config);
      await writeServiceWorkerFiles(outDir);
      await precompress(outDir);
    },
  };
}
