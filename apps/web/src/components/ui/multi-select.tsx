import { Popover } from 'radix-ui';
import { useId, useMemo, useRef, useState } from 'react';
import { cn } from '@/lib/cn.ts';
import { Checkbox } from './checkbox.tsx';
import { PICKER_SEARCH_CLASS, PickerPopup, PickerTrigger } from './picker-parts.tsx';
import type { PickerProps } from './picker-props.ts';

export interface MultiSelectOption {
  value: number;
  label: string;
}

export interface MultiSelectProps extends PickerProps {
  options: readonly MultiSelectOption[];
  value: readonly number[];
  onChange: (value: number[]) => void;
}

/** Past this many options the popover offers a search box. */
const SEARCH_THRESHOLD = 8;

/**
 * Choosing several options: a button (named by its label) opening a popover with a list of
 * checkboxes. Tab moves between the checkboxes, Space toggles one, Escape closes and returns
 * focus to the button. The current choice is the button's description.
 */
export function MultiSelect({
  id,
  options,
  value,
  onChange,
  onBlur,
  placeholder = 'Select options',
  emptyText = 'No options available.',
  disabled,
  className,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  'aria-label': ariaLabel,
}: MultiSelectProps) {
  const baseId = useId();
  const summaryId = `${baseId}-summary`;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [groupLabel, setGroupLabel] = useState<string | undefined>(ariaLabel);

  const selected = options.filter((option) => value.includes(option.value));
  const summary =
    selected.length === 0
      ? placeholder
      : selected.length <= 2
        ? selected.map((option) => option.label).join(', ')
        : `${selected.length} selected`;
  const searchable = options.length > SEARCH_THRESHOLD;
  const visible = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return needle
      ? options.filter((option) => option.label.toLowerCase().includes(needle))
      : options;
  }, [options, query]);

  function handleOpenChange(next: boolean) {
    if (next) {
      setQuery('');
      // The group is named like the button: by its <label>, read when the popup opens.
      setGroupLabel(ariaLabel ?? triggerRef.current?.labels?.[0]?.textContent ?? placeholder);
    } else {
      onBlur?.();
    }
    setOpen(next);
  }

  function toggle(optionValue: number, checked: boolean) {
    onChange(
      checked
        ? options
            .map((option) => option.value)
            .filter((candidate) => candidate === optionValue || value.includes(candidate))
        : value.filter((candidate) => candidate !== optionValue),
    );
  }

  return (
    <Popover.Root open={open} onOpenChange={handleOpenChange}>
      <PickerTrigger
        ref={triggerRef}
        id={id}
        disabled={disabled}
        aria-invalid={ariaInvalid}
        aria-label={ariaLabel}
        aria-describedby={[summaryId, ariaDescribedBy].filter(Boolean).join(' ')}
        className={cn('min-h-10', className)}
        text={summary}
        textId={summaryId}
        empty={selected.length === 0}
      />
      <PickerPopup className="min-w-56">
        {searchable ? (
          <input
            type="text"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search..."
            aria-label="Search options"
            autoComplete="off"
            spellCheck={false}
            className={PICKER_SEARCH_CLASS}
          />
        ) : null}
        <div role="group" aria-label={groupLabel} className="max-h-64 overflow-y-auto p-1">
          {visible.map((option) => {
            const checkboxId = `${baseId}-option-${option.value}`;
            return (
              <label
                key={option.value}
                htmlFor={checkboxId}
                className="flex cursor-pointer items-center gap-2.5 rounded-sm px-2 py-2 text-sm select-none hover:bg-accent hover:text-accent-foreground has-focus-visible:bg-accent"
              >
                <Checkbox
                  id={checkboxId}
                  checked={value.includes(option.value)}
                  onCheckedChange={(checked) => toggle(option.value, checked === true)}
                />
                <span>{option.label}</span>
              </label>
            );
          })}
        </div>
        {visible.length === 0 ? (
          <p role="status" className="px-3 pt-1 pb-4 text-center text-sm text-muted-foreground">
            {options.length === 0 ? emptyText : 'No results found.'}
          </p>
        ) : null}
      </PickerPopup>
    </Popover.Root>
  );
}
