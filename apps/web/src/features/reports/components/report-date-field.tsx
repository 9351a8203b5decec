import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import type { ReportDates } from '../lib/date-range.ts';
import type { ReportParamKey } from '../lib/use-report-params.ts';

/** Each end of the range: its date, the other end that bounds it, and its URL parameter. */
const ENDS = {
  start: { label: 'Start Date', field: 'startDate', other: 'endDate', bound: 'max' },
  end: { label: 'End Date', field: 'endDate', other: 'startDate', bound: 'min' },
} as const;

interface ReportDateFieldProps {
  end: keyof typeof ENDS;
  dates: ReportDates;
  /** Only a Custom range's dates can be edited; a preset's show what it covers. */
  editable: boolean;
  error?: { field: 'startDate' | 'endDate'; message: string };
  onChange: (patch: Partial<Record<ReportParamKey, string>>) => void;
}

/** The Start or End Date of the report filters, kept from passing the other end. */
export function ReportDateField({ end, dates, editable, error, onChange }: ReportDateFieldProps) {
  const { label, field, other, bound } = ENDS[end];
  const limit = editable && dates[other] ? dates[other] : undefined;
  return (
    <Field
      label={label}
      error={error?.field === field ? error.message : undefined}
      hint={editable ? undefined : 'Choose Custom to edit'}
    >
      <Input
        type="date"
        value={dates[field]}
        readOnly={!editable}
        min={bound === 'min' ? limit : undefined}
        max={bound === 'max' ? limit : undefined}
        onChange={(event) => onChange({ [end]: event.target.value })}
      />
    </Field>
  );
}
