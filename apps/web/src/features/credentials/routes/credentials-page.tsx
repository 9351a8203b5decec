import { isOrganizationBound, credentialToday } from '@chairside/domain';
import { useState } from 'react';
import { ListPage } from '@/components/list/list-page.tsx';
import { useScopedListParams } from '@/components/list/use-scoped-list-params.ts';
import { useSignedInUser } from '@/lib/current-user.ts';
import { useCredentialReview } from '../api/credential-review.ts';
import { ReviewDialog } from '../components/review-dialog.tsx';
import { ReviewFilters, type ReviewFilterKey } from '../components/review-filters.tsx';
import { ReviewCards, reviewColumns, type ReviewRow } from '../components/review-list.tsx';

const FILTER_KEYS: readonly ReviewFilterKey[] = ['org', 'search', 'status'];

/**
 * /dashboard/credentials (issue #27 §4): the credentials of the organization's people (a
 * platform admin: of independents and every organization) that are unverified, expire within 30
 * days or have expired, paged and filtered by the server from the URL; each one's document and
 * Verify / Unverify in its Review dialog.
 */
export function CredentialsPage() {
  const user = useSignedInUser();
  const showOrganization = !isOrganizationBound(user);
  const params = useScopedListParams(FILTER_KEYS, showOrganization);
  const [reviewing, setReviewing] = useState<ReviewRow | null>(null);
  const list = useCredentialReview(params.filters, params.page, showOrganization);
  const shown = { onReview: setReviewing, showOrganization, today: credentialToday() };

  return (
    <ListPage
      title="Credentials"
      subtitle="Licenses and certificates to verify, expiring soon or expired."
      label="Credentials"
      params={params}
      filters={
        <ReviewFilters
          filters={params.filters}
          setFilter={params.setFilter}
          showOrganization={showOrganization}
        />
      }
      list={list}
      columns={reviewColumns(shown)}
      cards={(rows) => <ReviewCards rows={rows} {...shown} />}
    >
      <ReviewDialog key={reviewing?.id} row={reviewing} onClose={() => setReviewing(null)} />
    </ListPage>
  );
}
