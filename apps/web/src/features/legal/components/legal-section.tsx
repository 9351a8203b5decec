import type { ReactNode } from 'react';

/** A titled section of a policy page. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
      <div>{children}</div>
    </section>
  );
}
