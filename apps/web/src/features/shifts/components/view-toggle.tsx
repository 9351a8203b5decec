import { CalendarDays, CalendarRange, Map as MapIcon } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import type { ShiftsView } from '../lib/use-shifts-params.ts';

const VIEWS = [
  { value: 'calendar', label: 'Calendar', Icon: CalendarDays },
  { value: 'week', label: 'Week', Icon: CalendarRange },
  { value: 'map', label: 'Map', Icon: MapIcon },
] as const;

/**
 * SPEC §2: switches the calendar and the map (the page hides it at 768 px or narrower); with
 * `withWeek`, for managers, the week board too (issue #16 §3).
 */
export function ViewToggle({
  view,
  onChange,
  withWeek = false,
}: {
  view: ShiftsView;
  onChange: (view: ShiftsView) => void;
  withWeek?: boolean;
}) {
  const views = withWeek ? VIEWS : VIEWS.filter(({ value }) => value !== 'week');
  return (
    <div role="group" aria-label="View" className="inline-flex rounded-md border bg-muted p-0.5">
      {views.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={cn(
            'inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-sm px-3 text-sm font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
            view === value && 'bg-background text-foreground shadow-sm',
          )}
        >
          <Icon aria-hidden className="size-4" />
          {label}
        </button>
      ))}
    </div>
  );
}
