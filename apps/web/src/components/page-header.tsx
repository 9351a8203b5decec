import { Building2, SlidersHorizontal } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';
import { Badge } from './ui/badge.tsx';
import { Button } from './ui/button.tsx';

interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** Shown as a badge beside the title for organization-bound users. */
  organizationName?: string | null;
  /** When given, a Filters button is shown; it calls this on click. */
  onFiltersClick?: () => void;
  /** Number of active filters, shown as a badge on the Filters button. */
  filterCount?: number;
  /** Whether the filters panel the button controls is open. */
  filtersOpen?: boolean;
  /** The id of the filters panel, for aria-controls. */
  filtersPanelId?: string;
  /** The header slot: page actions such as a create button. */
  children?: ReactNode;
  /**
   * The title takes focus when the header appears (issue #26 §12): a page opened from a list
   * (a shift from the calendar) starts where its content does, for keyboards and screen readers.
   */
  focusTitle?: boolean;
  className?: string;
}

/** SPEC §2 page header: title, organization badge, subtitle, Filters button and a slot. */
export function PageHeader({
  title,
  subtitle,
  organizationName,
  onFiltersClick,
  filterCount = 0,
  filtersOpen,
  filtersPanelId,
  children,
  focusTitle = false,
  className,
}: PageHeaderProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  return (
    <header
      className={cn('flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between', className)}
    >
      <div className="min-w-0 space-y-1.5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1
            ref={titleRef}
            tabIndex={focusTitle ? -1 : undefined}
            className="text-2xl font-semibold tracking-tight outline-none sm:text-3xl"
          >
            {title}
          </h1>
          {organizationName ? (
            <Badge variant="accent" className="max-w-full">
              <Building2 aria-hidden className="size-3.5" />
              <span className="truncate">{organizationName}</span>
            </Badge>
          ) : null}
        </div>
        {subtitle ? <p className="text-sm text-muted-foreground sm:text-base">{subtitle}</p> : null}
      </div>
      {onFiltersClick || children ? (
        <div className="flex flex-wrap items-center gap-2 sm:justify-end">
          {onFiltersClick ? (
            <Button
              type="button"
              variant="outline"
              onClick={onFiltersClick}
              aria-expanded={filtersOpen}
              aria-controls={filtersPanelId}
              aria-label={filterCount > 0 ? `Filters (${filterCount} active)` : undefined}
            >
              <SlidersHorizontal aria-hidden />
              Filters
              {filterCount > 0 ? (
                <Badge aria-hidden className="px-1.5 py-0 tabular-nums">
                  {filterCount}
                </Badge>
              ) : null}
            </Button>
          ) : null}
          {children}
        </div>
      ) : null}
    </header>
  );
}
