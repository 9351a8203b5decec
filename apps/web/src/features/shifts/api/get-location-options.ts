import type { Option } from '@chairside/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/**
 * GET /locations/dropdown without an organization: every location the user may see, labelled
 * 'Organization - Location'. The key sits beside the per-organization lists under
 * ['locations', 'dropdown'], so creating a location refreshes this one too.
 */
export function useAllLocationOptions(enabled = true) {
  return useQuery({
    queryKey: ['locations', 'dropdown', 'all'],
    queryFn: ({ signal }) => apiRequest<Option[]>('/locations/dropdown', { signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** SPEC §2: the locations of one organization are those whose label starts 'OrgLabel - '. */
export function locationsOfOrganization(
  locations: readonly Option[],
  organizationLabel: string | undefined,
): Option[] {
  if (!organizationLabel) return [...locations];
  const prefix = `${organizationLabel} - `;
  return locations.filter((location) => location.label.startsWith(prefix));
}
