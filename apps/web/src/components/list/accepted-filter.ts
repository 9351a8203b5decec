/** Only a value the API accepts is sent; anything else in a hand-edited URL is left out. */
export function acceptedFilter<T>(
  schema: { safeParse: (value: unknown) => { success: boolean; data?: T } },
  raw: string,
): T | undefined {
  if (raw === '') return undefined;
  const result = schema.safeParse(raw);
  return result.success ? result.data : undefined;
}

type FieldSchema<T> = Parameters<typeof acceptedFilter<T>>[0];

/**
 * A list query's `search` and `organizationId` from the URL's Organization and search filters
 * (OrganizationSearchFilters). The organization applies only where its filter is shown (users
 * without an organization).
 */
export function organizationSearchParams(
  shape: {
    search: FieldSchema<string | undefined>;
    organizationId: FieldSchema<number | undefined>;
  },
  filters: { org: string; search: string },
  byOrganization: boolean,
) {
  return {
    search: acceptedFilter(shape.search, filters.search) || undefined,
    organizationId: byOrganization ? acceptedFilter(shape.organizationId, filters.org) : undefined,
  };
}
