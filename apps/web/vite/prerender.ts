import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type ResolvedConfig } from 'vite';

/**
 * The pages rendered at build time, and where: the landing page replaces index.html; the others
 * go under prerendered/, where the API finds them by path (apps/api/src/plugins/web-app.ts).
 * Every public page that reads nothing from its address is one (issue #26 §13): it shows whole
 * before its scripts run, and its forms keep what is typed into them meanwhile (useSchemaForm).
 * Pages that read a token from their address (reset, verify, invite, unsubscribe) get the shell.
 */
const PAGES = [
  { location: '/', file: 'index.html' },
  ...[
    '/privacy',
    '/terms',
    '/contact',
    '/auth/login',
    '/auth/register',
    '/auth/forgot-password',
  ].map((location) => ({ location, file: `prerendered${location}.html` })),
];

/** The shell every other address is served (apps/api/src/plugins/web-app.ts). */
const SHELL_FILE = 'spa.html';

const ROOT_ELEMENT = '<div id="root"></div>';
/** Marks a root holding prerendered HTML, which main.tsx hydrates rather than replaces. */
const PRERENDERED_ROOT = '<div id="root" data-prerendered>';
const TITLE = /<title>[^<]*<\/title>/;

interface PrerenderModule {
  prerender: (location: string) => Promise<string>;
  renderLoadingShell: () => string;
}

/**
 * Renders PAGES into HTML at build time, so that they show before any JavaScript has run
 * (Lighthouse, DESIGN §10); main.tsx hydrates them. Every other address is served spa.html: the
 * page as Vite wrote it with the loading spinner in its root, which main.tsx replaces.
 *
 * src/prerender.tsx is bundled for Node with the app's aliases (dependencies stay external, so
 * the bundle lives under node_modules to find them), imported, and removed again.
 */
export async function prerenderPages(config: ResolvedConfig): Promise<void> {
  const outDir = path.resolve(config.root, config.build.outDir);
  // One directory per build, so that two builds at once do not remove each other's bundle.
  const ssrDir = path.join(config.root, `node_modules/.cache/chairside-prerender-${process.pid}`);
  await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    resolve: { alias: config.resolve.alias },
    plugins: [react()],
    build: {
      ssr: path.join(config.root, 'src/prerender.tsx'),
      outDir: ssrDir,
      emptyOutDir: true,
      copyPublicDir: false,
      rollupOptions: { output: { entryFileNames: 'prerender.js' } },
    },
  });
  try {
    const { prerender, renderLoadingShell } = (await import(
      pathToFileURL(path.join(ssrDir, 'prerender.js')).href
    )) as PrerenderModule;
    const indexFile = path.join(outDir, 'index.html');
    const template = await readFile(indexFile, 'utf8');
    if (!template.includes(ROOT_ELEMENT)) throw new Error(`No ${ROOT_ELEMENT} in ${indexFile}`);
    await writeFile(
      path.join(outDir, SHELL_FILE),
      template.replace(ROOT_ELEMENT, () => `<div id="root">${renderLoadingShell()}</div>`),
    );
    for (const { location, file } of PAGES) {
      const rendered = await prerender(location);
      // React writes the page's <title> first. It goes into <head> before the default one, where
      // React puts it in the browser: hydration claims it, and once the page is left the
      // default title remains.
      const title = rendered.match(TITLE)?.[0] ?? '';
      const html = template
        .replace(TITLE, (defaultTitle) => `${title}${defaultTitle}`)
        .replace(ROOT_ELEMENT, () => `${PRERENDERED_ROOT}${rendered.replace(TITLE, '')}</div>`);
      const target = path.join(outDir, file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, html);
    }
  } finally {
    await rm(ssrDir, { recursive: true, force: true });
  }
}
