import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A mutation that refreshes what it changed: once it succeeds, every query under `refreshes`
 * is marked stale and those on screen refetch. With `wait` the mutation settles after them (a
 * page showing the change); without, at once (a dialog closes while the lists refetch).
 */
export function useRefreshingMutation<Variables, Answer>(
  mutationFn: (variables: Variables) => Promise<Answer>,
  refreshes: readonly QueryKey[],
  { wait }: { wait: boolean },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      const refetched = Promise.all(
        refreshes.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      if (wait) await refetched;
    },
  });
}
