import { useId, type ReactNode } from 'react';

/**
 * A labelled radio group of a few choices: Repeat's kinds and ends, Delete Shift's scope.
 * Native radios (arrow keys, one tab stop) rather than Radix's: they cost the shared shell
 * nothing (DESIGN §10 budgets).
 */
export function ChoiceRadios<Value extends string>({
  label,
  value,
  choices,
  onChange,
  className = 'flex flex-wrap gap-3',
  children,
}: {
  label: string;
  value: Value;
  choices: { value: Value; label: string }[];
  onChange: (value: Value) => void;
  className?: string;
  /** Said below the choices. */
  children?: ReactNode;
}) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={className}>
      {choices.map((choice) => (
        <label key={choice.value} className="flex items-center gap-2 text-sm font-medium">
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
            className="size-4 accent-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
          />
          {choice.label}
        </label>
      ))}
      {children}
    </div>
  );
}
