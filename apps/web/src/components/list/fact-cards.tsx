import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A line of a card: an icon standing for its label (read by screen readers) and the value. */
interface CardFact {
  label: string;
  icon: LucideIcon;
  value: ReactNode;
  className?: string;
}

interface FactCardsProps<Row extends { id: number }> {
  /** The list's accessible name, e.g. 'Locations'. */
  label: string;
  rows: Row[];
  title: (row: Row) => string;
  facts: (row: Row) => CardFact[];
  actions: (row: Row) => ReactNode;
}

/** The phone layout (768 px or narrower) of a list of places: a card per row, facts by icon. */
export function FactCards<Row extends { id: number }>({
  label,
  rows,
  title,
  facts,
  actions,
}: FactCardsProps<Row>) {
  return (
    <ul aria-label={label} className="grid gap-3">
      {rows.map((row) => (
        <li key={row.id} className="rounded-lg border bg-card p-4 text-card-foreground shadow-sm">
          <h2 className="text-base leading-snug font-semibold">{title(row)}</h2>
          <dl className="mt-2 grid gap-1.5 text-sm">
            {facts(row).map(({ label: factLabel, icon: Icon, value, className }) => (
              <div key={factLabel} className="flex items-start gap-2">
                <dt>
                  <Icon aria-hidden className="mt-0.5 size-4 text-muted-foreground" />
                  <span className="sr-only">{factLabel}</span>
                </dt>
                <dd className={className}>{value}</dd>
              </div>
            ))}
          </dl>
          {actions(row)}
        </li>
      ))}
    </ul>
  );
}
