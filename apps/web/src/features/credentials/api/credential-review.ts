import { credentialReviewQuerySchema, type Credential } from '@chairside/domain';
import { useQuery } from '@tanstack/react-query';
import { acceptedFilter, organizationSearchParams } from '@/components/list/accepted-filter.ts';
import { useServerList } from '@/components/list/use-server-list.ts';
import { apiBlob, apiSend } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import type { ReviewFilterKey } from '../components/review-filters.tsx';

/**
 * GET /credentials/review (issue #27 §4): the credentials needing attention, filtered and paged
 * by the server from the URL's filters; the organization filter only where it is shown. A row
 * is named by its credential.
 */
export function useCredentialReview(
  filters: Record<ReviewFilterKey, string>,
  page: number,
  byOrganization: boolean,
) {
  const { shape } = credentialReviewQuerySchema;
  const status = acceptedFilter(shape.status, filters.status);
  const params = {
    ...organizationSearchParams(shape, filters, byOrganization),
    // 'attention' (the first choice, every credential needing it) is the server's default.
    status: status === 'attention' ? undefined : status,
  };
  const list = useServerList(
    'credentials',
    (domain) => domain.credentialReviewRowSchema,
    params,
    page,
  );
  return { ...list, rows: list.rows.map((row) => ({ id: row.credential.id, ...row })) };
}

interface CredentialOf {
  userId: number;
  credentialId: number;
}

/** POST (verify) or DELETE (unverify) /users/:userId/credentials/:id/verify: answers the credential. */
export function useVerification() {
  return useRefreshingMutation(
    ({ userId, credentialId, verified }: CredentialOf & { verified: boolean }) =>
      apiSend(
        verified ? 'POST' : 'DELETE',
        `/users/${userId}/credentials/${credentialId}/verify`,
        (domain) => domain.credentialSchema,
      ),
    [queryKeys.credentials.list],
    { wait: false },
  );
}

/**
 * GET /users/:userId/credentials/:id/document: the bytes, fetched with the session (a plain link
 * could not carry the token), for a page to show inline.
 */
export function useCredentialDocument(
  { userId, credentialId }: CredentialOf,
  credential: Credential,
) {
  return useQuery({
    queryKey: queryKeys.credentials.document(userId, credentialId),
    queryFn: ({ signal }) =>
      apiBlob(`/users/${userId}/credentials/${credentialId}/document`, signal),
    enabled: credential.hasDocument,
  });
}
