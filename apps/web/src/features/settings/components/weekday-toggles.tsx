import { WEEKDAY_NAMES } from '@chairside/domain';
import { useId } from 'react';
import { cn } from '@/lib/cn.ts';

interface WeekdayTogglesProps {
  legend: string;
  hint: string;
  value: readonly number[];
  onChange: (weekdays: number[]) => void;
}

/**
 * The weekdays someone usually works: a group named by its legend of seven toggle buttons, each
 * named by the full weekday ('Monday', pressed or not) and showing its first three letters.
 */
export function WeekdayToggles({ legend, hint, value, onChange }: WeekdayTogglesProps) {
  const hintId = useId();
  const toggle = (day: number) =>
    onChange(value.includes(day) ? value.filter((chosen) => chosen !== day) : [...value, day]);
  return (
    <fieldset className="grid gap-2" aria-describedby={hintId}>
      <legend className="mb-2 text-sm leading-none font-medium">{legend}</legend>
      <div className="grid grid-cols-7 gap-1.5">
        {WEEKDAY_NAMES.map((name, day) => {
          const pressed = value.includes(day);
          return (
            <button
              key={name}
              type="button"
              aria-label={name}
              aria-pressed={pressed}
              onClick={() => toggle(day)}
              className={cn(
                'h-10 rounded-md border text-sm font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
                pressed
                  ? 'border-primary bg-primary text-primary-foreground hover:bg-primary/90'
                  : 'border-input bg-background text-foreground hover:bg-accent',
              )}
            >
              {name.slice(0, 3)}
            </button>
          );
        })}
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        {hint}
      </p>
    </fieldset>
  );
}
