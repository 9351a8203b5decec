import type { CredentialPayload } from '@chairside/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, apiSend } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';

const MINE = '/users/me/credentials';
/** A change to one's credentials refreshes one's list and any review list open beside it. */
const REFRESHES = [queryKeys.credentials.all];

/** GET /users/me/credentials (issue #27 §2): the person's licenses and certificates. */
export function useMyCredentials() {
  return useQuery({
    queryKey: queryKeys.credentials.mine,
    queryFn: ({ signal }) =>
      apiRequest(MINE, { contract: (domain) => domain.credentialListSchema, signal }),
  });
}

/** POST /users/me/credentials: answers the new credential, unverified. */
export function useAddCredential() {
  return useRefreshingMutation(
    (payload: CredentialPayload) =>
      apiRequest(MINE, {
        contract: (domain) => domain.credentialSchema,
        method: 'POST',
        body: payload,
      }),
    REFRESHES,
    { wait: true },
  );
}

/** PATCH /users/me/credentials/:id: a change of any field clears the verification. */
export function useUpdateCredential() {
  return useRefreshingMutation(
    ({ id, payload }: { id: number; payload: CredentialPayload }) =>
      apiSend('PATCH', `${MINE}/${id}`, (domain) => domain.credentialSchema, payload),
    REFRESHES,
    { wait: true },
  );
}

/** DELETE /users/me/credentials/:id; answers 204. */
export function useDeleteCredential() {
  return useRefreshingMutation(
    (id: number) => apiSend('DELETE', `${MINE}/${id}`, (domain) => domain.noContent),
    REFRESHES,
    { wait: true },
  );
}

/**
 * PUT /users/me/credentials/:id/document: the file as multipart/form-data, field `file`. The
 * server reads its type from its bytes and is the judge; a new document clears the verification.
 */
export function useUploadCredentialDocument() {
  return useRefreshingMutation(
    ({ id, file }: { id: number; file: File }) => {
      const body = new FormData();
      body.append('file', file);
      return apiSend('PUT', `${MINE}/${id}/document`, (domain) => domain.credentialSchema, body);
    },
    REFRESHES,
    { wait: true },
  );
}
