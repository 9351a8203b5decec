export { LIVE_CHANNEL } from './announcement.ts';
export { createLiveHub } from './hub.ts';
export { liveRoutes } from './routes.ts';
export { forgetTicketsOf } from './ticket-queries.ts';
