export { deleteSubscriptionsOfUser } from './push-queries.ts';
export { pushRoutes } from './push-routes.ts';
export { pushSender, withPush } from './push-sender.ts';
