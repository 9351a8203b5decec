import type { ApproveTimesheetPayload, SubmitTimesheetPayload } from '@chairside/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, apiSend } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';

/** GET /shifts/:id/timesheet (docs/API.md, Timesheets): the confirmed person's worked times. */
export function getTimesheet(shiftId: number, signal?: AbortSignal) {
  return apiRequest(`/shifts/${shiftId}/timesheet`, {
    contract: (domain) => domain.timesheetSchema,
    signal,
  });
}

/** Asked only once the shift has ended, of its confirmed person and its managers. */
export function useTimesheet(shiftId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.shifts.timesheet(shiftId),
    queryFn: ({ signal }) => getTimesheet(shiftId, signal),
    enabled,
  });
}

/** PUT /shifts/:id/timesheet: the person submits (again, until approved). */
export function useSubmitTimesheet(shiftId: number) {
  const submit = (payload: SubmitTimesheetPayload) =>
    apiSend('PUT', `/shifts/${shiftId}/timesheet`, (domain) => domain.timesheetSchema, payload);
  return useRefreshingMutation(submit, [queryKeys.shifts.detail(shiftId)], { wait: true });
}

/** POST /shifts/:id/timesheet/approve: a manager approves, correcting with a reason. */
export function useApproveTimesheet(shiftId: number) {
  const approve = (payload: ApproveTimesheetPayload) =>
    apiSend(
      'POST',
      `/shifts/${shiftId}/timesheet/approve`,
      (domain) => domain.timesheetSchema,
      payload,
    );
  return useRefreshingMutation(approve, [queryKeys.shifts.detail(shiftId)], { wait: true });
}
