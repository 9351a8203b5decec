import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';
import { withClassName } from './with-class-name.tsx';

export const Select = SelectPrimitive.Root;
export const SelectGroup = SelectPrimitive.Group;
export const SelectValue = SelectPrimitive.Value;

/**
 * The button of a select. It forwards id and aria-* so a `<Field>` label names it and its
 * error describes it. Radix gives it role="combobox" and full keyboard support.
 */
export const SelectTrigger = withClassName(
  SelectPrimitive.Trigger,
  'flex h-10 w-full cursor-pointer items-center justify-between gap-2 rounded-md border border-input bg-background px-3 py-2 text-left text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive data-placeholder:text-muted-foreground [&>span]:truncate',
  <SelectPrimitive.Icon asChild>
    <ChevronDown aria-hidden className="size-4 shrink-0 text-muted-foreground" />
  </SelectPrimitive.Icon>,
);

export function SelectContent({
  className,
  children,
  position = 'popper',
  ...props
}: ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        position={position}
        className={cn(
          'relative z-50 max-h-(--radix-select-content-available-height) min-w-32 overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-md motion-safe:animate-[fade-in_120ms_ease-out]',
          position === 'popper' && 'w-full min-w-(--radix-select-trigger-width) translate-y-1',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.ScrollUpButton className="flex h-6 cursor-default items-center justify-center">
          <ChevronUp aria-hidden className="size-4" />
        </SelectPrimitive.ScrollUpButton>
        {/* Tall enough for twelve options (a time picker's hours or minutes) where the screen
            allows: a list that must scroll grows its scroll buttons while it opens, and they
            shift the options under a pointer already on its way to one. */}
        <SelectPrimitive.Viewport className="max-h-100 p-1">{children}</SelectPrimitive.Viewport>
        <SelectPrimitive.ScrollDownButton className="flex h-6 cursor-default items-center justify-center">
          <ChevronDown aria-hidden className="size-4" />
        </SelectPrimitive.ScrollDownButton>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectItem({
  className,
  children,
  ...props
}: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      className={cn(
        'relative flex w-full cursor-pointer items-center rounded-sm py-1.5 pr-2 pl-8 text-sm outline-none select-none data-disabled:pointer-events-none data-disabled:opacity-60 data-highlighted:bg-accent data-highlighted:text-accent-foreground',
        className,
      )}
      {...props}
    >
      <span className="absolute left-2 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check aria-hidden className="size-4" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}

export const SelectLabel = withClassName(
  SelectPrimitive.Label,
  'px-2 py-1.5 text-xs font-medium text-muted-foreground',
);
export const SelectSeparator = withClassName(
  SelectPrimitive.Separator,
  '-mx-1 my-1 h-px bg-border',
);

export interface OptionSelectProps {
  id?: string;
  options: readonly { value: string; label: string }[];
  /** '' (or a value not among the options) shows the placeholder. */
  value: string | null | undefined;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  /** Only when no `<label for={id}>` names the control. */
  'aria-label'?: string;
}

/**
 * A select over a flat list of options, made to sit inside `<Field>`: the id and aria-* that
 * Field hands it go to the trigger, the control its label names.
 */
export function OptionSelect({
  options,
  value,
  onValueChange,
  onBlur,
  placeholder = 'Select an option',
  disabled,
  className,
  ...triggerProps
}: OptionSelectProps) {
  const known = options.some((option) => option.value === value);
  return (
    <Select
      value={known ? (value as string) : ''}
      onValueChange={onValueChange}
      disabled={disabled}
      onOpenChange={(open) => {
        if (!open) onBlur?.();
      }}
    >
      <SelectTrigger className={className} {...triggerProps}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
