import { useId, type ReactNode } from 'react';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group.tsx';

/** A labelled radio group of a few choices: Repeat's kinds and ends, Delete Shift's scope. */
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
  const id = useId();
  return (
    <RadioGroup
      aria-label={label}
      value={value}
      onValueChange={(next) => onChange(next as Value)}
      className={className}
    >
      {choices.map((choice) => (
        <div key={choice.value} className="flex items-center gap-2">
          <RadioGroupItem id={`${id}-${choice.value}`} value={choice.value} />
          <label htmlFor={`${id}-${choice.value}`} className="text-sm font-medium">
            {choice.label}
          </label>
        </div>
      ))}
      {children}
    </RadioGroup>
  );
}
