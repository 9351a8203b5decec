import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import './styles.css';

const container = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The landing and login pages are rendered at build time (vite/prerender.ts): they are
// hydrated. Every other address is served the shell, whose loading spinner the first render
// replaces.
if (container.hasAttribute('data-prerendered')) hydrateRoot(container, app);
else createRoot(container).render(app);
