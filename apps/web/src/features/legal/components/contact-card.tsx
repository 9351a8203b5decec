import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One way of reaching the team, on the contact page. */
export function ContactCard({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="grid content-start gap-3 rounded-lg border bg-card p-6 text-sm leading-6">
      <span className="grid size-10 place-items-center rounded-md bg-accent text-primary">
        <Icon aria-hidden className="size-5" />
      </span>
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}
