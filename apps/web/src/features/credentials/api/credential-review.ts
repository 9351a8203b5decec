import {
  CREDENTIAL_REVIEW_FILTERS,
  inviteListQuerySchema,
  type Credential,
} from '@chairside/domain';
import { useQuery } from '@tanstack/react-query';
import { organizationSearchParams } from '@/components/list/accepted-filter.ts';
import { useServerList } from '@/components/list/use-server-list.ts';
import { apiBlob, apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import type { ReviewFilterKey } from '../components/review-filters.tsx';

/** The statuses sent: the first choice (every one needing attention) is the server's default. */
const STATUS_FILTERS = CREDENTIAL_REVIEW_FILTERS.slice(1).map((choice) => choice.value as string);

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
  const params = {
    ...organizationSearchParams(inviteListQuerySchema.shape, filters, byOrganization),
    status: STATUS_FILTERS.includes(filters.status) ? filters.status : undefined,
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
      apiRequest(`/users/${userId}/credentials/${credentialId}/verify`, {
        contract: (domain) => domain.credentialSchema,
        method: verified ? 'POST' : 'DELETE',
      }),
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
