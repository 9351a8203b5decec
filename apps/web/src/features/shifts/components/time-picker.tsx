import { fromClock24, toClock24, type Meridiem } from '@chairside/domain';
import { useState } from 'react';
import { OptionSelect } from '@/components/ui/select.tsx';
import { cn } from '@/lib/cn.ts';

export interface TimePickerProps {
  /** The first select (hour) takes this id, so a `<label for>` focuses it. */
  id?: string;
  /** 'HH:MM' on a 24-hour clock, or '' for no time yet. */
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  className?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  /** Names the group and prefixes each select: 'Start time hour', 'Start time minute'. */
  'aria-label'?: string;
}

interface Parts {
  hour: string;
  minute: string;
  period: string;
}

const HOUR_OPTIONS = Array.from({ length: 12 }, (_, index) => {
  const hour = String(index + 1);
  return { value: hour, label: hour };
});
const PERIOD_OPTIONS = [
  { value: 'AM', label: 'AM' },
  { value: 'PM', label: 'PM' },
];
const MINUTE_STEP = 5;

/*
 * Each select is at least as wide as its longest text ('Hour', 'Min', 'AM/PM' as placeholders;
 * '12', '55', 'AM') plus the trigger's padding and chevron (3rem), measured in a wide sans
 * (DejaVu Sans), so a chosen value is never cut to 'A..'. They share the row beyond that; where
 * the row is narrower than all three (a very small phone), AM/PM wraps under hour and minute.
 */
const SELECT_WIDTH = {
  hour: 'min-w-[5.25rem] flex-1',
  minute: 'min-w-[5.25rem] flex-1',
  period: 'min-w-[6.25rem] flex-1',
} as const;

function pad(minute: number): string {
  return String(minute).padStart(2, '0');
}

function partsOf(value: string): Parts {
  if (!/^\d{2}:\d{2}$/.test(value)) return { hour: '', minute: '', period: '' };
  const clock = fromClock24(value);
  return { hour: String(clock.hour), minute: String(clock.minute), period: clock.period };
}

/** Five-minute steps, plus the exact current minute when it falls between them. */
function minuteOptions(current: string) {
  const minutes = Array.from({ length: 60 / MINUTE_STEP }, (_, index) => index * MINUTE_STEP);
  const exact = Number(current);
  if (current !== '' && !minutes.includes(exact)) {
    minutes.push(exact);
    minutes.sort((a, b) => a - b);
  }
  return minutes.map((minute) => ({ value: String(minute), label: pad(minute) }));
}

/**
 * A time of day as hour (1-12), minute and AM/PM (SPEC §5); 12 AM counts as hour 0. The value
 * is 'HH:MM' (24 h) once all three parts are chosen, '' until then.
 */
export function TimePicker({
  id,
  value,
  onChange,
  disabled,
  className,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  'aria-label': label,
}: TimePickerProps) {
  // Parts chosen so far; a value from outside (a reset, End following Start) replaces them.
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setParts(partsOf(value));
  }

  function choose(part: keyof Parts, chosen: string) {
    const next = { ...parts, [part]: chosen };
    setParts(next);
    const complete = next.hour !== '' && next.minute !== '' && next.period !== '';
    const nextValue = complete
      ? toClock24({
          hour: Number(next.hour),
          minute: Number(next.minute),
          period: next.period as Meridiem,
        })
      : '';
    setShownValue(nextValue);
    if (nextValue !== value) onChange(nextValue);
  }

  const name = (part: 'Hour' | 'Minute' | 'AM or PM') =>
    label ? `${label} ${part === 'AM or PM' ? part : part.toLowerCase()}` : part;
  const shared = { disabled, 'aria-invalid': ariaInvalid, 'aria-describedby': ariaDescribedBy };
  return (
    <div role="group" aria-label={label} className={cn('flex flex-wrap gap-2', className)}>
      <OptionSelect
        {...shared}
        id={id}
        className={SELECT_WIDTH.hour}
        aria-label={name('Hour')}
        placeholder="Hour"
        options={HOUR_OPTIONS}
        value={parts.hour}
        onValueChange={(hour) => choose('hour', hour)}
      />
      <OptionSelect
        {...shared}
        className={SELECT_WIDTH.minute}
        aria-label={name('Minute')}
        placeholder="Min"
        options={minuteOptions(parts.minute)}
        value={parts.minute}
        onValueChange={(minute) => choose('minute', minute)}
      />
      <OptionSelect
        {...shared}
        className={SELECT_WIDTH.period}
        aria-label={name('AM or PM')}
        placeholder="AM/PM"
        options={PERIOD_OPTIONS}
        value={parts.period}
        onValueChange={(period) => choose('period', period)}
      />
    </div>
  );
}
