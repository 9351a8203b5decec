import { defineProject } from 'vitest/config';
import web, { SERVER_RENDER_TESTS } from './vite.config.ts';

/**
 * The web tests that render on the server, each file in a worker of its own. React's server
 * renderer leaves context values set on the context objects it shares with the client
 * renderer, which the `web` project's shared workers (`isolate: false`) would carry into the
 * next file's <Router> ('You cannot render a <Router> inside another <Router>').
 */
export default defineProject({
  resolve: web.resolve,
  plugins: web.plugins,
  test: {
    ...web.test,
    name: 'web-server-render',
    include: SERVER_RENDER_TESTS,
    exclude: [],
    isolate: true,
  },
});
