import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { precompress } from './precompress.ts';
import { prerenderPages } from './prerender.ts';

/** After the client build: prerender the public pages, then compress every text file. */
export function postBuild(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'chairside:post-build',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      await prerenderPages(config);
      await precompress(path.resolve(config.root, config.build.outDir));
    },
  };
}
