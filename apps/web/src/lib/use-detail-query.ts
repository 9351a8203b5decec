import { useQuery, type QueryKey } from '@tanstack/react-query';

/**
 * One record's details for a details dialog: `id` is null while the dialog is closed, and
 * nothing is fetched until there is one.
 */
export function useDetailQuery<Data>(
  id: number | null,
  keyOf: (id: number) => QueryKey,
  fetchDetail: (id: number, signal: AbortSignal) => Promise<Data>,
) {
  return useQuery({
    queryKey: keyOf(id ?? 0),
    queryFn: ({ signal }) => fetchDetail(id as number, signal),
    enabled: id !== null,
  });
}
