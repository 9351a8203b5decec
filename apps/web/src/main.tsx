import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { installStaleChunkReload } from './app/stale-chunks.ts';
import './styles.css';

// A chunk of an older build that is gone after a release reloads the page once (with a notice).
installStaleChunkReload();

const container = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The public pages are rendered at build time (vite/prerender.ts): they are
// hydrated. Every other address is served the shell, whose loading spinner the first render
// replaces.
if (container.hasAttribute('data-prerendered')) hydrateRoot(container, app);
else createRoot(container).render(app);
