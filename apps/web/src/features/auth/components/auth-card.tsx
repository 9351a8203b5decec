import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card.tsx';

/**
 * SPEC §2: the auth area's card, with the title each page gives it (also the document's title).
 * Each page renders its own card, so the title is there in the first render, which is what the
 * prerendered login page (apps/web/vite/prerender.ts) needs.
 */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <title>{`${title} · Chairside`}</title>
      <CardHeader className="items-center text-center">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
