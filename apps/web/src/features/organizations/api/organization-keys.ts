/**
 * Query keys of everything organization-shaped. `dropdown` is the key every screen uses for
 * GET /organizations/dropdown, so invalidating it refreshes their option lists too.
 */
export const organizationKeys = {
  all: ['organizations'] as const,
  list: ['organizations', 'list'] as const,
  detail: (id: number) => ['organizations', 'detail', id] as const,
  dropdown: ['organizations', 'dropdown'] as const,
};
