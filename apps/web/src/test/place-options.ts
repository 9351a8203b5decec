import type { Option } from '@chairside/domain';

/** GET /organizations/dropdown: Bright Smiles Dental (3) and Lakeside Orthodontics (4). */
export const organizationOptions = [
  { value: 3, label: 'Bright Smiles Dental' },
  { value: 4, label: 'Lakeside Orthodontics' },
];

/** GET /locations/dropdown with every location of both organizations. */
export const locationOptions = [
  { value: 11, label: 'Bright Smiles Dental - Downtown' },
  { value: 12, label: 'Bright Smiles Dental - Eastside' },
  { value: 21, label: 'Lakeside Orthodontics - Harbor' },
];

type Handler = (call: { path: string }) => { body: unknown };

/**
 * GET /organizations/dropdown and /locations/dropdown answered as the server answers them
 * (docs/API.md): narrowed to an organization (a location's label starts 'Organization - '), to
 * one option by `id` (or `organizationId` for organizations), to labels containing `search`,
 * and to the first `limit`.
 */
export function placeDropdowns(
  organizations: readonly Option[] = organizationOptions,
  locations: readonly Option[] = locationOptions,
): Record<'GET /api/organizations/dropdown' | 'GET /api/locations/dropdown', Handler> {
  const answer = (
    options: readonly Option[],
    query: URLSearchParams,
    organizationName?: string,
  ) => {
    const search = (query.get('search') ?? '').toLowerCase();
    const id = query.get('id');
    const limit = Number(query.get('limit') ?? options.length);
    const matches = options.filter(
      (option) =>
        (!organizationName || option.label.startsWith(`${organizationName} - `)) &&
        (!id || String(option.value) === id) &&
        option.label.toLowerCase().includes(search),
    );
    return { body: matches.slice(0, limit) };
  };
  const queryOf = (call: { path: string }) => new URL(call.path, 'http://localhost').searchParams;
  const nameOf = (id: string | null) =>
    organizations.find((option) => String(option.value) === id)?.label;
  return {
    'GET /api/organizations/dropdown': (call) => {
      const query = queryOf(call);
      const only = query.get('organizationId');
      return answer(
        organizations.filter((option) => !only || String(option.value) === only),
        query,
      );
    },
    'GET /api/locations/dropdown': (call) => {
      const query = queryOf(call);
      const organizationId = query.get('organizationId');
      if (organizationId && !nameOf(organizationId)) return { body: [] };
      return answer(locations, query, nameOf(organizationId));
    },
  };
}
