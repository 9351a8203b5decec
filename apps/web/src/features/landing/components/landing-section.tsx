import type { ReactNode } from 'react';

interface LandingSectionProps {
  /** The anchor the header links to; the heading's id is `${id}-title`. */
  id: string;
  title: string;
  lead: string;
  className: string;
  children: ReactNode;
}

/** A section of the landing page: focusable as a link target, named by its h2. */
export function LandingSection({ id, title, lead, className, children }: LandingSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} tabIndex={-1} className={className}>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:py-24">
        <div className="grid max-w-2xl gap-3">
          <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight">
            {title}
          </h2>
          <p className="text-lg text-muted-foreground">{lead}</p>
        </div>
        {children}
      </div>
    </section>
  );
}

/** One card of a landing section's list: its badge (an icon or a number), title and text. */
export function LandingCard({
  badge,
  title,
  text,
}: {
  badge: ReactNode;
  title: string;
  text: string;
}) {
  return (
    <li className="grid content-start gap-3 rounded-lg border bg-card p-6">
      {badge}
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="text-sm text-muted-foreground">{text}</p>
    </li>
  );
}
