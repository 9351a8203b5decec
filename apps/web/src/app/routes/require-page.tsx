import { canOpenPage, type MenuKey } from '@chairside/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSignedInUser } from '@/lib/current-user.ts';
import { paths } from '@/config/paths.ts';

/** Pages outside the position's menu send the user back to the dashboard home. */
export function RequirePage({ page, children }: { page: MenuKey; children: ReactNode }) {
  const user = useSignedInUser();
  if (!canOpenPage(user.position, page)) return <Navigate to={paths.dashboard.path} replace />;
  return children;
}
