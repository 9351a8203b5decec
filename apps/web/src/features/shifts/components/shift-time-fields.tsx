import type { Control, FieldValues } from 'react-hook-form';
import { FormField } from '@/components/forms/form-field.tsx';
import { TimePicker } from './time-picker.tsx';

type TimeName = 'startTime' | 'endTime';
type TimeValues = Partial<Record<TimeName, string>>;

const TIMES = [
  { name: 'startTime', label: 'Start time' },
  { name: 'endTime', label: 'End time' },
] as const;

/** What choosing a time does, given the field's own setter. */
type TimeChange = (time: string, set: (time: string) => void) => void;
const setTime: TimeChange = (time, set) => set(time);

interface ShiftTimeFieldsProps<Values extends FieldValues & TimeValues, Context, Transformed> {
  control: Control<Values, Context, Transformed>;
  onChange?: Partial<Record<TimeName, TimeChange>>;
  disabled?: boolean;
}

/** A shift form's Start time and End time pickers ('HH:MM' on the location's clock). */
export function ShiftTimeFields<Values extends FieldValues & TimeValues, Context, Transformed>({
  control,
  onChange = {},
  disabled = false,
}: ShiftTimeFieldsProps<Values, Context, Transformed>) {
  // One cast here keeps the field names checked without threading generics through.
  const times = control as unknown as Control<TimeValues>;
  return TIMES.map(({ name, label }) => {
    const change = onChange[name] ?? setTime;
    return (
      <FormField key={name} control={times} name={name} label={label}>
        {(field) => (
          <TimePicker
            aria-label={label}
            disabled={disabled}
            value={field.value ?? ''}
            onChange={(time) => change(time, field.onChange)}
          />
        )}
      </FormField>
    );
  });
}
