import type { ReactNode } from 'react';
import { PublicLayout } from '@/components/public-layout.tsx';

interface LegalDocumentProps {
  title: string;
  updated: string;
  summary: ReactNode;
  children: ReactNode;
}

/** A long-form policy page: title, date, summary and numbered sections. */
export function LegalDocument({ title, updated, summary, children }: LegalDocumentProps) {
  return (
    <PublicLayout>
      <title>{`${title} · Chairside`}</title>
      <article className="mx-auto grid max-w-3xl gap-8 px-4 py-12 sm:px-6 lg:py-16">
        <div className="grid gap-3 border-b pb-8">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <p className="text-sm text-muted-foreground">Last updated: {updated}</p>
          <div className="text-lg text-muted-foreground">{summary}</div>
        </div>
        <div className="grid gap-8 leading-7 [&_li]:mt-1 [&_p+p]:mt-3 [&_strong]:font-semibold [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
          {children}
        </div>
      </article>
    </PublicLayout>
  );
}
