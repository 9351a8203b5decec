import type { Me } from '@chairside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { apiRequest } from './api-client.ts';
import { queryKeys } from './query-keys.ts';
import { getAccessToken } from './session.ts';

/** GET /api/users/me (docs/API.md): the current user plus profile and scope. */
export const currentUserQueryOptions = queryOptions({
  queryKey: queryKeys.currentUser,
  queryFn: ({ signal }) =>
    apiRequest('/users/me', { contract: (domain) => domain.meSchema, signal }),
  staleTime: 5 * 60_000,
});

/** The lookup itself; it only runs when there is a token to look up. */
export function useCurrentUserQuery() {
  return useQuery({ ...currentUserQueryOptions, enabled: getAccessToken() !== null });
}

/** The dashboard shell provides the signed-in user to every page below it. */
export const SignedInUserContext = createContext<Me | null>(null);

export function useSignedInUser(): Me {
  const user = useContext(SignedInUserContext);
  if (!user) throw new Error('useSignedInUser must be used inside the dashboard shell');
  return user;
}
