import type { AssignUserPayload } from '@chairside/domain';
import { apiPost } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';

/** POST /shifts/:shiftId/requests/assign-user: answers the confirmed request it creates. */
export function assignUser(shiftId: number, payload: AssignUserPayload) {
  const path = `/shifts/${shiftId}/requests/assign-user`;
  return apiPost(path, (domain) => domain.shiftRequestSchema, payload);
}

/** Assigns the shift; its requests and details refresh behind the closing dialog (SPEC §4). */
export function useAssignUser(shiftId: number) {
  const assign = (payload: AssignUserPayload) => assignUser(shiftId, payload);
  return useRefreshingMutation(assign, [queryKeys.shifts.all], { wait: false });
}
