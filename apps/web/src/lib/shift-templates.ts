import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** The path of a location's templates (docs/API.md), and of one of them. */
export function shiftTemplatesPath(locationId: number, templateId?: number) {
  const base = `/locations/${locationId}/shift-templates`;
  return templateId === undefined ? base : `${base}/${templateId}`;
}

/**
 * GET /locations/:locationId/shift-templates (issue #16 §1): shared by the Locations page's
 * Shift Templates dialog and Add Shift's template picker. Nothing is fetched without a location.
 */
export function useShiftTemplates(locationId: number | null) {
  return useQuery({
    queryKey: queryKeys.shiftTemplates.location(locationId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest(shiftTemplatesPath(locationId ?? 0), {
        contract: (domain) => domain.shiftTemplateSchema.array(),
        signal,
      }),
    enabled: locationId !== null,
    staleTime: 60_000,
  });
}
