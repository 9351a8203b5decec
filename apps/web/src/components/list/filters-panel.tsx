import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';

interface FiltersPanelProps {
  /** Referenced by the page header's Filters button (aria-controls). */
  id: string;
  open: boolean;
  activeCount: number;
  onReset: () => void;
  /** The reset button's text; the Reports page reads 'Reset Filters' (SPEC §2). */
  resetLabel?: string;
  /** The filter fields, usually `<Field>`s; they flow into a responsive grid. */
  children: ReactNode;
  className?: string;
}

/** SPEC §2: the Filters panel under the page header, with Reset and the active-filter count. */
export function FiltersPanel({
  id,
  open,
  activeCount,
  onReset,
  resetLabel = 'Reset',
  children,
  className,
}: FiltersPanelProps) {
  return (
    <section
      id={id}
      aria-label="Filters"
      hidden={!open}
      className={cn('rounded-lg border bg-card p-4 text-card-foreground shadow-sm', className)}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">{children}</div>
      <div className="mt-4 flex items-center justify-between gap-3 border-t pt-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {activeCount === 0
            ? 'No filters applied'
            : `${activeCount} ${activeCount === 1 ? 'filter' : 'filters'} applied`}
        </p>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={onReset}
          disabled={activeCount === 0}
        >
          <RotateCcw aria-hidden />
          {resetLabel}
        </Button>
      </div>
    </section>
  );
}
