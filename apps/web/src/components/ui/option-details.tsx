import { cn } from '@/lib/cn.ts';
import { badgeVariants } from './badge.tsx';

/** A tag under an option's label; the tone colours it, the text says it. */
export interface ComboboxMark {
  label: string;
  tone: 'positive' | 'neutral' | 'caution';
}

export interface ComboboxOption {
  value: string;
  label: string;
  /** A line under the label (an email, say); searched too, and read as the description. */
  description?: string;
  /** Short tags under the label ('Requested this shift'), read with the description. */
  marks?: readonly ComboboxMark[];
  /** Shown, with its marks saying why, but not picked: the server would refuse it. */
  disabled?: boolean;
}

const MARK_TONES: Record<ComboboxMark['tone'], string> = {
  positive: 'border-primary/50 text-primary',
  neutral: 'border-border bg-background text-foreground',
  caution: 'border-destructive/50 text-destructive',
};

/**
 * An option's label over its description and marks. The option is named by `${id}-label` and
 * described by `${id}-details`, one sentence for screen readers ('ben@example.com, Requested
 * this shift'); the line and tags drawn for the eye are hidden from them.
 */
export function OptionDetails({ id, option }: { id: string; option: ComboboxOption }) {
  const marks = option.marks ?? [];
  const details = [option.description, ...marks.map((mark) => mark.label)].filter(Boolean);
  return (
    <span className={cn('grid min-w-0 gap-1', option.disabled && 'opacity-70')}>
      <span id={`${id}-label`} className="truncate">
        {option.label}
      </span>
      <span id={`${id}-details`} className="sr-only">
        {details.join(', ')}
      </span>
      <span aria-hidden className="flex flex-wrap items-center gap-1.5">
        {option.description ? (
          <span className="truncate text-xs text-muted-foreground">{option.description}</span>
        ) : null}
        {marks.map((mark) => (
          <span
            key={mark.label}
            className={cn(badgeVariants({ variant: 'outline' }), 'px-2', MARK_TONES[mark.tone])}
          >
            {mark.label}
          </span>
        ))}
      </span>
    </span>
  );
}
