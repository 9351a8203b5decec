import { z } from 'zod';
import { PAGE_SIZE } from '../constants.ts';
import { RADIUS_MESSAGES } from '../messages/general.ts';
import { databaseId } from './fields.ts';

const MAX_PAGE_SIZE = 100;

/** Paging shared by every list endpoint: the server answers `{ items, total }`. */
export const pageQueryFields = {
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
};

const searchField = z.string().trim().max(200).optional();
const idFilter = databaseId().optional();

export const organizationListQuerySchema = z.object({
  ...pageQueryFields,
  search: searchField,
  state: z.string().trim().toUpperCase().max(2).optional(),
  city: searchField,
  admin: searchField,
});

export const locationListQuerySchema = z.object({
  ...pageQueryFields,
  search: searchField,
  organizationId: idFilter,
});

export const USER_STATUS_VALUES = ['all', 'active', 'inactive'] as const;

export const userListQuerySchema = z.object({
  ...pageQueryFields,
  search: searchField,
  organizationId: idFilter,
  status: z.enum(USER_STATUS_VALUES).default('all'),
});

export const inviteListQuerySchema = z.object({
  ...pageQueryFields,
  search: searchField,
  organizationId: idFilter,
});

/**
 * GET /organizations/dropdown and /locations/dropdown: options narrowed to one organization, to
 * the one option `id` (a picker naming its chosen option), to labels containing `search`, and to
 * the first `limit` by label. A platform admin's pickers search (DESIGN §10: 100,000
 * organizations are no option list); without `limit`, every option.
 */
export const dropdownQuerySchema = z.object({
  organizationId: idFilter,
  id: idFilter,
  search: searchField,
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
});

/** GET /shifts/:shiftId/assignable-users: a name or email search, and the 1-based page. */
export const assignableUsersQuerySchema = z.object({
  search: searchField,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** A point and optional radius in miles: the map and the radius filter (SPEC §2, §9). */
export const mapLocationsQuerySchema = z
  .object({
    organizationId: idFilter,
    lat: z.coerce.number({ error: 'Latitude must be a number' }).min(-90).max(90).optional(),
    lng: z.coerce.number({ error: 'Longitude must be a number' }).min(-180).max(180).optional(),
    radius: z.coerce.number({ error: 'Radius must be a number' }).positive().max(500).optional(),
  })
  .refine((query) => (query.lat === undefined) === (query.lng === undefined), {
    message: RADIUS_MESSAGES.pointIncomplete,
  })
  .refine((query) => query.radius === undefined || query.lat !== undefined, {
    message: RADIUS_MESSAGES.needsPoint,
  });

/** GET /admin/failed-deliveries: a page of the messages given up, the latest first. */
export const failedDeliveryListQuerySchema = z.object({ ...pageQueryFields });
