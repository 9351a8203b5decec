/**
 * Query keys of everything location-shaped. `dropdown` prefixes the key every screen uses for
 * GET /locations/dropdown (one per organization), so invalidating it refreshes them all.
 */
export const locationKeys = {
  all: ['locations'] as const,
  list: ['locations', 'list'] as const,
  detail: (id: number) => ['locations', 'detail', id] as const,
  dropdown: ['locations', 'dropdown'] as const,
};
