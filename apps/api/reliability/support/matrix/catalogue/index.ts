import type { RouteSpec } from '../types.ts';
import { calendarFeedsRoutes } from './calendar-feeds.ts';
import { credentialsRoutes } from './credentials.ts';
import { deliveriesRoutes } from './deliveries.ts';
import { invitesRoutes } from './invites.ts';
import { liveRoutes } from './live.ts';
import { locationsRoutes } from './locations.ts';
import { notificationsRoutes } from './notifications.ts';
import { organizationSettingsRoutes } from './organization-settings.ts';
import { organizationsRoutes } from './organizations.ts';
import { publicRoutes } from './public.ts';
import { pushRoutes } from './push.ts';
import { reportsRoutes } from './reports.ts';
import { requestActionRoutes } from './request-actions.ts';
import { requestCancelRoutes } from './request-cancel.ts';
import { shiftTemplatesRoutes } from './shift-templates.ts';
import { shiftHistoryRoutes } from './shift-history.ts';
import { shiftSeriesRoutes } from './shift-series.ts';
import { shiftsRoutes } from './shifts.ts';
import { timesheetsRoutes } from './timesheets.ts';
import { usersRoutes } from './users.ts';

/** Every API route, keyed 'METHOD /path' as Fastify registers it. */
export const MATRIX: Record<string, RouteSpec> = {
  ...publicRoutes,
  ...usersRoutes,
  ...organizationsRoutes,
  ...organizationSettingsRoutes,
  ...locationsRoutes,
  ...invitesRoutes,
  ...shiftsRoutes,
  ...shiftTemplatesRoutes,
  ...shiftHistoryRoutes,
  ...shiftSeriesRoutes,
  ...requestActionRoutes,
  ...requestCancelRoutes,
  ...reportsRoutes,
  ...deliveriesRoutes,
  ...notificationsRoutes,
  ...calendarFeedsRoutes,
  ...pushRoutes,
  ...liveRoutes,
  ...credentialsRoutes,
  ...timesheetsRoutes,
};

/** Routes the app registers that are not in the matrix, each with the reason. */
export const OUTSIDE_THE_MATRIX: readonly { pattern: RegExp; reason: string }[] = [
  {
    pattern: /^HEAD /,
    reason:
      "Fastify's automatic HEAD twin of a GET route: the same hooks and handler, without a body " +
      '(each one must have its GET in the matrix)',
  },
  {
    pattern: /^GET \/api\/docs(\/|$)/,
    reason: 'Swagger UI and the OpenAPI description: static and public by design, no stored data',
  },
  {
    pattern: /^GET \/(?!api\/)/,
    reason: "the web app's static files (registered only when a built SPA is served)",
  },
];

export function outsideReason(route: string): string | null {
  return OUTSIDE_THE_MATRIX.find((rule) => rule.pattern.test(route))?.reason ?? null;
}
