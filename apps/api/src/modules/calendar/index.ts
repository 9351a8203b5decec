export { recordDeletedShift } from './event-queries.ts';
export { forgetOwnFeeds } from './feed-queries.ts';
export { calendarFeedRoutes, calendarFileRoutes } from './routes.ts';
