import type { ShiftTemplatePayload } from '@chairside/domain';
import { apiPost, apiSend } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { shiftTemplatesPath } from '@/lib/shift-templates.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';

const refreshes = [queryKeys.shiftTemplates.all];

/** POST a new template; 409 for a name the location already has, shown by the form. */
export function useCreateShiftTemplate(locationId: number) {
  return useRefreshingMutation(
    (payload: ShiftTemplatePayload) =>
      apiPost(shiftTemplatesPath(locationId), (domain) => domain.shiftTemplateSchema, payload),
    refreshes,
    { wait: true },
  );
}

/** PATCH a template with the whole form. */
export function useUpdateShiftTemplate(locationId: number, templateId: number) {
  return useRefreshingMutation(
    (payload: ShiftTemplatePayload) =>
      apiSend(
        'PATCH',
        shiftTemplatesPath(locationId, templateId),
        (domain) => domain.shiftTemplateSchema,
        payload,
      ),
    refreshes,
    { wait: true },
  );
}

/** DELETE a template; the shifts posted from it stay as they are. */
export function useDeleteShiftTemplate(locationId: number) {
  return useRefreshingMutation(
    (templateId: number) =>
      apiSend('DELETE', shiftTemplatesPath(locationId, templateId), (domain) => domain.noContent),
    refreshes,
    { wait: true },
  );
}
