import { addDaysToDate, localDateOf, weekStartOf } from '@chairside/domain';
import { TEST_PASSWORD } from '../../../test/support/factories.ts';
import { AUSTIN } from '../../../test/support/payloads.ts';
import { localDayFromNow, localFromNow } from '../../../test/support/shift-world.ts';
import type { HostileRoute, JsonSchema } from './routes.ts';
import type { HostileWorld } from './world.ts';

/**
 * A valid value for each field name the API uses, so that a hostile request can break one
 * field while the others pass and the request reaches deep into the service. A field no one
 * listed here gets a value derived from its schema.
 */
function fieldSamples(world: HostileWorld, route: HostileRoute): Record<string, unknown> {
  const north = world.a.locations[0].id;
  const today = localDateOf(new Date(), 'America/Chicago');
  const phoneRoute = route.path.startsWith('/api/auth/');
  return {
    username: world.a.employee.email,
    email: 'new.person@example.test',
    password: route.path === '/api/auth/login' ? TEST_PASSWORD : 'Hostile-Pass-42',
    currentPassword: TEST_PASSWORD,
    newPassword: 'Hostile-Pass-43',
    code: route.path === '/api/auth/verify-phone' ? '1234' : 'not-a-real-code',
    userId: phoneRoute ? world.phoneUserId : world.a.employee.id,
    verificationToken: world.phoneToken,
    name: 'Sample Person',
    phoneNumber: '5125550199',
    jobTitle: 'Hygienist',
    position: route.path.startsWith('/api/shifts') ? 'Hygienist' : 'employee',
    organizationId: world.a.organization.id,
    locationId: north,
    locationIds: [north],
    managingLocationIds: [north],
    locationNumber: 'H-900',
    addressLine1: '1 Main St',
    addressLine2: 'Suite 2',
    ...AUSTIN,
    latitude: 30.27,
    longitude: -97.74,
    date: localFromNow(30),
    // Add Shift's repeat and Copy Week (POST /api/shifts/preview, /series, /copy-week).
    shift: {
      locationId: north,
      date: localFromNow(30),
      position: 'Hygienist',
      totalMinutes: 480,
      lunchMinutes: 60,
    },
    repeat: { kind: 'weekly', weekdays: [1, 3], count: 3 },
    // The week of the world's shift 10 days on, so that there is something to copy.
    fromWeekStart: weekStartOf(localDayFromNow(10)),
    toWeekStart: addDaysToDate(weekStartOf(localDayFromNow(10)), 21),
    totalMinutes: 480,
    lunchMinutes: 60,
    notes: 'Sample note',
    internalNotes: 'Sample internal note',
    // Issue #28: rates in integer cents, a 1099 shift paid Net 7.
    hourlyRateCents: 5250,
    engagement: '1099',
    paymentTerms: 'net_7',
    proposedRateCents: 5500,
    rateCents: 5500,
    minRateCents: 5000,
    isActive: true,
    // A push endpoint of Chrome's push service (issue #23 §1: only the browsers' services).
    endpoint: 'https://fcm.googleapis.com/fcm/send/hostile-sample',
    // Query parameters.
    month: Number(today.slice(5, 7)),
    year: Number(today.slice(0, 4)),
    startDate: `${today.slice(0, 7)}-01`,
    endDate: today,
    lat: 30.27,
    lng: -97.74,
    radius: 25,
    search: 'a',
    limit: 10,
    offset: 0,
    to: 'ina.invited@example.test',
  };
}

/** A value that satisfies a schema as far as JSON Schema can say (no refinements). */
function valueFromSchema(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.anyOf?.length) return valueFromSchema(schema.anyOf[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(1, Math.ceil(schema.minimum ?? 1));
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [
          name,
          valueFromSchema(schema.properties?.[name] ?? {}),
        ]),
      );
    case 'null':
      return null;
    default:
      return 'Sample text'.padEnd(schema.minLength ?? 0, 'x');
  }
}

/** A body that the route accepts (or refuses only for business reasons), field by field. */
export function sampleBody(world: HostileWorld, route: HostileRoute): Record<string, unknown> {
  if (!route.body) return {};
  const samples = fieldSamples(world, route);
  const body: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(route.body.properties ?? {})) {
    const required = route.body.required?.includes(name) ?? false;
    if (name in samples) body[name] = samples[name];
    else if (required) body[name] = valueFromSchema(schema);
  }
  return body;
}

/** Query values as text, for the required parameters and the ones listed above. */
export function sampleQuery(world: HostileWorld, route: HostileRoute): Record<string, string> {
  const samples = fieldSamples(world, route);
  const query: Record<string, string> = {};
  for (const parameter of route.query) {
    if (parameter.name in samples) query[parameter.name] = String(samples[parameter.name]);
    else if (parameter.required) query[parameter.name] = String(valueFromSchema(parameter.schema));
  }
  // A radius only goes with a point; the list and map routes refuse it alone.
  if ('radius' in query && !('lat' in query)) delete query.radius;
  return query;
}

/** Ids that exist for a path parameter of a route. */
export function existingIds(world: HostileWorld, route: HostileRoute, param: string): number[] {
  if (param === 'shiftId') return world.ids.shifts;
  if (param === 'requestId') return world.ids.requests;
  const area = route.path.split('/')[2];
  switch (area) {
    case 'users':
      return world.ids.users;
    case 'shifts':
      return world.ids.shifts;
    case 'invites':
      return world.ids.invites;
    case 'organizations':
      return [world.a.organization.id, world.b.organization.id];
    case 'locations':
      return [...world.a.locations, ...world.b.locations].map((location) => location.id);
    default:
      return [1, 2, 3];
  }
}

/** The path parameters of a route, each an id that exists. */
export function existingPath(world: HostileWorld, route: HostileRoute): Record<string, string> {
  return Object.fromEntries(
    route.pathParams.map((param) => [param.name, String(existingIds(world, route, param.name)[0])]),
  );
}
