import { UNSUBSCRIBE_MESSAGES } from '@chairside/domain';
import { useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { UnsubscribeResult } from '../components/unsubscribe-result.tsx';

/**
 * Issue #14 §2: an email's unsubscribe link, opened without signing in. A link without its
 * token is refused here, as the server would.
 */
export function UnsubscribePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <AuthCard title="Unsubscribe">
      {token ? (
        <UnsubscribeResult key={token} token={token} />
      ) : (
        <p role="alert" className="text-center text-destructive">
          {UNSUBSCRIBE_MESSAGES.invalidLink}
        </p>
      )}
    </AuthCard>
  );
}
