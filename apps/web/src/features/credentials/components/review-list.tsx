import { formatCredentialDate, type CredentialReviewRow } from '@chairside/domain';
import { BadgeCheck, Briefcase, Building2, CalendarClock, Eye } from 'lucide-react';
import { CredentialStatusBadges, credentialTitle } from '@/components/credential-status.tsx';
import { FactCards } from '@/components/list/fact-cards.tsx';
import type { ListColumn } from '@/components/list/list-table.tsx';
import { Button } from '@/components/ui/button.tsx';

export type ReviewRow = CredentialReviewRow & { id: number };

interface ReviewListProps {
  onReview: (row: ReviewRow) => void;
  showOrganization: boolean;
  /** The reader's date, for the 'Expires in 12 days' warnings. */
  today: string;
}

function ReviewButton({
  row,
  onReview,
  className,
}: {
  row: ReviewRow;
  onReview: ReviewListProps['onReview'];
  className?: string;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className={className}
      aria-label={`Review ${credentialTitle(row.credential)} of ${row.person.name}`}
      onClick={() => onReview(row)}
    >
      <Eye aria-hidden />
      Review
    </Button>
  );
}

/** The desktop review table (issue #27 §4): a row per credential needing attention. */
export function reviewColumns({
  onReview,
  showOrganization,
  today,
}: ReviewListProps): ListColumn<ReviewRow>[] {
  return [
    {
      header: 'Person',
      cell: (row) => (
        <>
          <span className="font-medium">{row.person.name}</span>
          <span className="block text-sm text-muted-foreground">{row.person.jobTitle}</span>
        </>
      ),
    },
    ...(showOrganization
      ? [
          {
            header: 'Organization',
            cell: (row: ReviewRow) => row.person.organizationName ?? 'Independent',
          },
        ]
      : []),
    { header: 'Credential', cell: (row) => credentialTitle(row.credential) },
    {
      header: 'Expires',
      cell: (row) => formatCredentialDate(row.credential.expiresOn),
      className: 'whitespace-nowrap',
    },
    {
      header: 'Status',
      cell: (row) => <CredentialStatusBadges credential={row.credential} today={today} />,
    },
    {
      header: 'Actions',
      headClassName: 'text-right',
      className: 'text-right',
      cell: (row) => <ReviewButton row={row} onReview={onReview} />,
    },
  ];
}

/** The phone layout of the review list: a card per credential. */
export function ReviewCards({
  rows,
  onReview,
  showOrganization,
  today,
}: ReviewListProps & { rows: ReviewRow[] }) {
  return (
    <FactCards
      label="Credentials"
      rows={rows}
      title={(row) => row.person.name}
      facts={(row) => [
        { label: 'Credential', icon: BadgeCheck, value: credentialTitle(row.credential) },
        { label: 'Job Title', icon: Briefcase, value: row.person.jobTitle },
        ...(showOrganization
          ? [
              {
                label: 'Organization',
                icon: Building2,
                value: row.person.organizationName ?? 'Independent',
              },
            ]
          : []),
        {
          label: 'Expires',
          icon: CalendarClock,
          value: (
            <span className="flex flex-wrap items-center gap-2">
              {formatCredentialDate(row.credential.expiresOn)}
              <CredentialStatusBadges credential={row.credential} today={today} />
            </span>
          ),
        },
      ]}
      actions={(row) => <ReviewButton row={row} onReview={onReview} className="mt-3 w-full" />}
    />
  );
}
