import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { FullPageSpinner } from './components/full-page-spinner.tsx';

/**
 * The HTML of the app at `location`, rendered at build time (vite/prerender.ts) with the same
 * tree as main.tsx, which hydrates it. Lazy routes are awaited; parts that depend on the browser
 * render only once hydrated (useHydrated).
 */
export async function prerender(location: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders>
        <StaticRouter location={location}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    // The page is served whole from a file: a boundary past the default 12.8 kB would be
    // written as its fallback plus an inline script swapping the content in, which the
    // Content-Security-Policy refuses (the landing page's sign-in form came out a skeleton).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/**
 * What the shell (spa.html) shows until the app renders, replaced by main.tsx's first render:
 * the spinner every screen shows while its code loads, so the page paints before its script
 * has run.
 */
export function renderLoadingShell(): string {
  return renderToStaticMarkup(<FullPageSpinner />);
}
