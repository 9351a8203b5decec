import { Check } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn.ts';
import { OptionDetails, type ComboboxOption } from './option-details.tsx';
import { PICKER_SEARCH_CLASS, PickerPopup, PickerTrigger } from './picker-parts.tsx';
import type { PickerProps } from './picker-props.ts';

export type { ComboboxMark, ComboboxOption } from './option-details.tsx';

export interface ComboboxProps extends PickerProps {
  options: readonly ComboboxOption[];
  value: string | null | undefined;
  onChange: (value: string) => void;
  /**
   * The search text as it is typed ('' when the popup opens), for options searched by the
   * server: they arrive through `options`, still narrowed here while a request runs.
   */
  onSearchChange?: (query: string) => void;
  searchPlaceholder?: string;
}

function matches(option: ComboboxOption, query: string): boolean {
  const text = option.description ? `${option.label} ${option.description}` : option.label;
  return text.toLowerCase().includes(query.trim().toLowerCase());
}

/**
 * A searchable single select: a `combobox` button opening a popover with a search box and a
 * listbox. Focus stays in the search box; arrow keys move the active option
 * (aria-activedescendant), Enter picks it, Escape closes and returns focus to the button.
 */
export function Combobox({
  id,
  options,
  value,
  onChange,
  onBlur,
  onSearchChange,
  placeholder = 'Select an option',
  searchPlaceholder = 'Search...',
  emptyText = 'No results found.',
  disabled,
  className,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  'aria-label': ariaLabel,
}: ComboboxProps) {
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const [listLabel, setListLabel] = useState<string | undefined>(ariaLabel);

  const selected = options.find((option) => option.value === value);
  const filtered = useMemo(
    () => options.filter((option) => matches(option, query)),
    [options, query],
  );
  const active = filtered[activeIndex];

  function show(initialQuery = '') {
    const visible = options.filter((option) => matches(option, initialQuery));
    const selectedIndex = visible.findIndex((option) => option.value === value);
    setQuery(initialQuery);
    onSearchChange?.(initialQuery);
    setActiveIndex(Math.max(selectedIndex, 0));
    // The listbox is named like the button: by its <label>, read when the popup opens.
    setListLabel(ariaLabel ?? triggerRef.current?.labels?.[0]?.textContent ?? placeholder);
    setOpen(true);
  }

  function handleOpenChange(next: boolean) {
    if (next) show();
    else setOpen(false);
  }

  function select(option: ComboboxOption) {
    if (option.disabled) return;
    onChange(option.value);
    setOpen(false);
  }

  function moveTo(index: number) {
    if (filtered.length === 0) return;
    const next = Math.min(Math.max(index, 0), filtered.length - 1);
    setActiveIndex(next);
    listRef.current?.children[next]?.scrollIntoView?.({ block: 'nearest' });
  }

  function handleTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (open || disabled) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show();
    } else if (
      event.key.length === 1 &&
      event.key !== ' ' &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey
    ) {
      // Typing on the closed select starts a search, as a native select jumps to a match.
      event.preventDefault();
      show(event.key);
    }
  }

  function handleSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        moveTo(activeIndex + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        moveTo(activeIndex - 1);
        break;
      case 'PageDown':
        event.preventDefault();
        moveTo(filtered.length - 1);
        break;
      case 'PageUp':
        event.preventDefault();
        moveTo(0);
        break;
      case 'Enter':
        event.preventDefault();
        if (active) select(active);
        break;
      case 'Tab':
        // The popup is portalled to the end of the page: return to the button rather than
        // letting focus leave the form.
        event.preventDefault();
        setOpen(false);
        break;
    }
  }

  return (
    <Popover.Root open={open} onOpenChange={handleOpenChange}>
      <PickerTrigger
        ref={triggerRef}
        id={id}
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listboxId : undefined}
        aria-invalid={ariaInvalid}
        aria-describedby={ariaDescribedBy}
        aria-label={ariaLabel}
        disabled={disabled}
        onKeyDown={handleTriggerKeyDown}
        onBlur={onBlur}
        className={cn('h-10', className)}
        text={selected ? selected.label : placeholder}
        empty={!selected}
      />
      <PickerPopup
        // Radix makes the popup a dialog; it carries the field's name like the listbox.
        aria-label={listLabel}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          inputRef.current?.focus();
        }}
        className="min-w-48"
      >
        <input
          ref={inputRef}
          type="text"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            onSearchChange?.(event.target.value);
            setActiveIndex(0);
          }}
          onKeyDown={handleSearchKeyDown}
          placeholder={searchPlaceholder}
          aria-label={searchPlaceholder}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={active ? optionId(activeIndex) : undefined}
          autoComplete="off"
          spellCheck={false}
          className={PICKER_SEARCH_CLASS}
        />
        <ul
          ref={listRef}
          id={listboxId}
          role="listbox"
          aria-label={listLabel}
          className="max-h-64 overflow-y-auto p-1"
        >
          {filtered.map((option, index) => {
            const isSelected = option.value === value;
            const detailed = Boolean(option.description || option.marks?.length);
            return (
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={isSelected}
                aria-disabled={option.disabled || undefined}
                // Named by the label alone; the email and the marks are its description.
                aria-labelledby={detailed ? `${optionId(index)}-label` : undefined}
                aria-describedby={detailed ? `${optionId(index)}-details` : undefined}
                data-active={index === activeIndex}
                // Keep focus in the search box: options are picked, never focused.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActiveIndex(index)}
                onClick={() => select(option)}
                className="flex cursor-pointer items-start gap-2 rounded-sm px-2 py-1.5 text-sm select-none data-[active=true]:bg-accent data-[active=true]:text-accent-foreground aria-disabled:cursor-not-allowed"
              >
                <Check
                  aria-hidden
                  className={cn('mt-0.5 size-4 shrink-0', isSelected ? 'opacity-100' : 'opacity-0')}
                />
                {detailed ? (
                  <OptionDetails id={optionId(index)} option={option} />
                ) : (
                  <span>{option.label}</span>
                )}
              </li>
            );
          })}
        </ul>
        {filtered.length === 0 ? (
          <p role="status" className="px-3 pb-4 pt-3 text-center text-sm text-muted-foreground">
            {emptyText}
          </p>
        ) : null}
      </PickerPopup>
    </Popover.Root>
  );
}
