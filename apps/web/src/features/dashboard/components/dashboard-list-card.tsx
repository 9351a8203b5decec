import type { LucideIcon } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { cn } from '@/lib/cn.ts';

interface DashboardListCardProps<Item extends { id: number }> {
  title: string;
  icon: LucideIcon;
  /** The list's items; none shows `emptyText`. */
  items: readonly Item[];
  emptyText: string;
  /** The list's height limit, past which it scrolls (SPEC §9: 200 px, or 50vh). */
  maxHeightClass: string;
  className?: string;
  /** One item's `<li>`. */
  children: (item: Item) => ReactNode;
}

/** A dashboard card holding a scrolling list, or its empty text. */
export function DashboardListCard<Item extends { id: number }>({
  title,
  icon: Icon,
  items,
  emptyText,
  maxHeightClass,
  className,
  children,
}: DashboardListCardProps<Item>) {
  const count = items.length;
  return (
    <Card className={cn('flex min-w-0 flex-col', className)}>
      <CardHeader className="flex-row items-center gap-3 space-y-0 pb-4">
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Icon aria-hidden className="size-4.5" />
        </span>
        <CardTitle className="text-lg leading-tight">{title}</CardTitle>
        {count > 0 ? (
          <span className="ml-auto rounded-full bg-secondary px-2 py-0.5 text-xs font-medium tabular-nums text-secondary-foreground">
            {count}
          </span>
        ) : null}
      </CardHeader>
      <CardContent className="flex-1">
        {count === 0 ? (
          <p className="rounded-md border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
            {emptyText}
          </p>
        ) : (
          <ul
            aria-label={title}
            className={cn('-mx-2 divide-y overflow-y-auto overscroll-contain px-2', maxHeightClass)}
          >
            {items.map((item) => (
              <Fragment key={item.id}>{children(item)}</Fragment>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
