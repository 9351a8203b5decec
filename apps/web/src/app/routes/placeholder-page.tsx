import { PageHeader } from '@/components/page-header.tsx';
import { useSignedInUser } from '@/lib/current-user.ts';

interface PlaceholderPageProps {
  title: string;
  subtitle: string;
}

/** A menu page whose content ships with its own issue: the header now, the body later. */
export function PlaceholderPage({ title, subtitle }: PlaceholderPageProps) {
  const user = useSignedInUser();
  return (
    <div className="space-y-6">
      <PageHeader title={title} subtitle={subtitle} organizationName={user.organizationName} />
      <div className="rounded-lg border border-dashed px-6 py-16 text-center text-sm text-muted-foreground">
        Nothing to show here yet.
      </div>
    </div>
  );
}
