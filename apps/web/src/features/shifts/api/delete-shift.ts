import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** 'this' deletes the shift alone; 'following' also the later open shifts of its series. */
export type DeleteScope = 'this' | 'following';

/**
 * DELETE /shifts/:id (docs/API.md): 204; 409 once the shift is confirmed. With
 * `scope=following` (issue #16 §1) it answers the shifts deleted and the confirmed ones spared.
 */
export async function deleteShift({ id, scope }: { id: number; scope: DeleteScope }) {
  if (scope === 'this') {
    await apiSend('DELETE', `/shifts/${id}`, (domain) => domain.noContent);
    return { deleted: [id], spared: [] };
  }
  return apiSend(
    'DELETE',
    `/shifts/${id}?scope=following`,
    (domain) => domain.shiftDeleteAnswerSchema,
  );
}

/**
 * Deletes a shift. Every other shift query is invalidated; the deleted shift's own queries are
 * left alone so the page leaving it does not refetch a shift that is gone.
 */
export function useDeleteShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShift,
    onSuccess: (_answer, { id }) => {
      const gone = queryKeys.shifts.detail(id);
      void queryClient.invalidateQueries({
        queryKey: queryKeys.shifts.all,
        predicate: (query) => !gone.every((part, index) => query.queryKey[index] === part),
      });
    },
  });
}
