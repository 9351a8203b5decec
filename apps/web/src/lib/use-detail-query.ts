import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from './api-client.ts';
import type { ContractOf } from './check-contract.ts';
import { queryKeys } from './query-keys.ts';

/**
 * One record's details for a details dialog, from GET /`resource`/:id (docs/API.md): `id` is
 * null while the dialog is closed, and nothing is fetched until there is one.
 */
export function useDetailQuery<Schema extends z.ZodType>(
  resource: 'locations' | 'organizations',
  id: number | null,
  contract: ContractOf<Schema>,
) {
  return useQuery({
    queryKey: queryKeys[resource].detail(id ?? 0),
    queryFn: ({ signal }) => apiRequest(`/${resource}/${id as number}`, { contract, signal }),
    enabled: id !== null,
  });
}
