import { canViewFailedDeliveries } from '@chairside/domain';
import { expectStatus } from '../expectations.ts';
import type { RouteSpec } from '../types.ts';
import { fixed, signedIn } from './cases.ts';

export const deliveriesRoutes: Record<string, RouteSpec> = {
  // The outbox is platform-wide (every organization's addresses): platform admins only.
  'GET /api/admin/failed-deliveries': signedIn((actor) => [
    fixed('every failed delivery', 'none', () => ({
      method: 'GET',
      url: '/api/admin/failed-deliveries?limit=100',
      status: expectStatus(200, [canViewFailedDeliveries(actor), 403]),
    })),
  ]),
};
