import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, apiSend } from '@/lib/api-client.ts';
import type { ContractOf } from '@/lib/check-contract.ts';

/**
 * One of the person's own settings at `path`: GET reads it, PUT stores it and answers what was
 * stored, which becomes the query's data.
 */
export function mySetting<Schema extends z.ZodType>(
  path: string,
  queryKey: QueryKey,
  contract: ContractOf<Schema>,
) {
  return {
    useSaved: () =>
      useQuery({ queryKey, queryFn: ({ signal }) => apiRequest(path, { contract, signal }) }),
    useUpdate: <Payload>() => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (payload: Payload) => apiSend('PUT', path, contract, payload),
        onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
      });
    },
  };
}
