import type { Me } from '@chairside/domain';
import { listPageRenderer } from '@/components/list/testing/render-list-page.tsx';
import type { ApiHandlers } from '@/test/api-stub.ts';
import { makeLocationRow } from '@/test/factories/places.ts';
import { organizationOptions } from '@/test/place-options.ts';
import { LocationsPage } from '../routes/locations-page.tsx';

/**
 * The renderer of the Locations page's tests (see listPageRenderer): as `user`, the network
 * listing Downtown and both organizations to filter by, and answering `api` as well.
 */
export const locationsPageRenderer = (user: Me, api: ApiHandlers = {}) =>
  listPageRenderer(<LocationsPage />, {
    path: '/dashboard/locations',
    user,
    api: {
      'GET /api/locations': { body: { items: [makeLocationRow()], total: 1 } },
      'GET /api/organizations/dropdown': { body: organizationOptions },
      ...api,
    },
  });
