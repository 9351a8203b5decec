import { Fragment, type ReactNode } from 'react';
import { Card } from '@/components/ui/card.tsx';

/** A term of a card and its value; `wrap` lets a long value break anywhere. */
interface CardTerm {
  term: string;
  value: ReactNode;
  wrap?: boolean;
}

interface PersonCardsProps<Row extends { id: number; name: string; email: string }> {
  /** The list's accessible name, e.g. 'Users'. */
  label: string;
  rows: Row[];
  badge: (row: Row) => ReactNode;
  terms: (row: Row) => CardTerm[];
  actions: (row: Row) => ReactNode;
}

/** The phone layout (768 px or narrower) of a list of people: name, email, status and terms. */
export function PersonCards<Row extends { id: number; name: string; email: string }>({
  label,
  rows,
  badge,
  terms,
  actions,
}: PersonCardsProps<Row>) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-3">
      {rows.map((row) => (
        <li key={row.id}>
          <Card className="space-y-3 p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h2 className="truncate font-semibold">{row.name}</h2>
                <p className="truncate text-sm text-muted-foreground">{row.email}</p>
              </div>
              {badge(row)}
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {terms(row).map(({ term, value, wrap }) => (
                <Fragment key={term}>
                  <dt className="text-muted-foreground">{term}</dt>
                  <dd className={wrap ? 'min-w-0 break-words' : undefined}>{value}</dd>
                </Fragment>
              ))}
            </dl>
            {actions(row)}
          </Card>
        </li>
      ))}
    </ul>
  );
}
