import { ChevronsUpDown } from 'lucide-react';
import { Popover } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

const PICKER_TRIGGER_CLASS =
  'flex w-full min-w-0 cursor-pointer items-center justify-between gap-2 rounded-md border border-input bg-background px-3 py-2 text-left text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive';

/** The search box at the top of a picker's popup. */
export const PICKER_SEARCH_CLASS =
  'h-10 w-full border-b bg-transparent px-3 text-sm outline-none placeholder:text-muted-foreground';

interface PickerTriggerProps extends ComponentProps<typeof Popover.Trigger> {
  /** What the button says: the choice, or the placeholder (muted) while nothing is chosen. */
  text: ReactNode;
  empty: boolean;
  textId?: string;
}

/**
 * The pickers' (Combobox, MultiSelect) button: it looks like the other form fields and ends in
 * an up-down chevron.
 */
export function PickerTrigger({ text, empty, textId, className, ...props }: PickerTriggerProps) {
  return (
    <Popover.Trigger type="button" className={cn(PICKER_TRIGGER_CLASS, className)} {...props}>
      <span id={textId} className={cn('truncate', empty && 'text-muted-foreground')}>
        {text}
      </span>
      <ChevronsUpDown aria-hidden className="size-4 shrink-0 text-muted-foreground" />
    </Popover.Trigger>
  );
}

/** A picker's popup: under its button, at least as wide, in a portal. */
export function PickerPopup({ className, ...props }: ComponentProps<typeof Popover.Content>) {
  return (
    <Popover.Portal>
      <Popover.Content
        align="start"
        sideOffset={4}
        className={cn(
          'z-50 w-(--radix-popover-trigger-width) overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-md',
          className,
        )}
        {...props}
      />
    </Popover.Portal>
  );
}
