import type { MatrixCall, MatrixCase, OrgTag, RouteSpec } from '../types.ts';
import type { MatrixWorld, OrgLetter } from '../world.ts';

export const NO_SUCH_ID = 2_000_000_000;

/** The tag of an organization id of the world ('none' for no organization or another one). */
export function tagOf(world: MatrixWorld, organizationId: number | null): OrgTag {
  if (organizationId === world.org('A').organization.id) return 'A';
  if (organizationId === world.org('B').organization.id) return 'B';
  return 'none';
}

/** A route for signed-in callers: every refused credential gets 401, the others its cases. */
export function signedIn(cases: RouteSpec['cases']): RouteSpec {
  return { access: 'signed-in', cases };
}

/** A case whose call is known up front. */
export function fixed(target: string, org: OrgTag, call: () => MatrixCall): MatrixCase {
  return { target, org, arrange: async () => call() };
}

/** A case aiming at `path`/NO_SUCH_ID, a row that does not exist, answered with `status`. */
export function noSuchRow(
  target: string,
  method: MatrixCall['method'],
  path: string,
  status: number,
): MatrixCase {
  return fixed(target, 'none', () => ({ method, url: `${path}/${NO_SUCH_ID}`, status }));
}

/** `?organizationId=` of each organization, and none: a filter must never widen the reach. */
export function organizationFilters(world: MatrixWorld) {
  return [
    { label: 'no organization filter', org: 'none' as OrgTag, query: '' },
    ...(['A', 'B'] as const).map((letter: OrgLetter) => ({
      label: `filtered to organization ${letter}`,
      org: letter as OrgTag,
      query: `organizationId=${world.org(letter).organization.id}`,
    })),
  ];
}

/** A case per filter: the route called with the filter's query. */
export function filterCases(
  filters: ReturnType<typeof organizationFilters>,
  call: (query: string) => MatrixCall,
): MatrixCase[] {
  return filters.map((filter) => fixed(filter.label, filter.org, () => call(filter.query)));
}

/** `?locationId=` of each location of A and B: a filter on a place out of reach finds nothing. */
export function locationFilters(world: MatrixWorld) {
  return world.places.map((place) => ({
    label: `filtered to ${place.label}`,
    org: place.org as OrgTag,
    query: `locationId=${place.locationId}`,
  }));
}
