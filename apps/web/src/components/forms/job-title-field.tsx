import { JOB_TITLES } from '@chairside/domain';
import type { Control, FieldValues } from 'react-hook-form';
import { ChoiceFormField } from './choice-form-field.tsx';

const JOB_TITLE_OPTIONS = JOB_TITLES.map((title) => ({ value: title, label: title }));

interface JobTitleFieldProps<
  Values extends FieldValues & { jobTitle: string },
  Context,
  Transformed,
> {
  control: Control<Values, Context, Transformed>;
  disabled?: boolean;
}

/** SPEC §3 Job Title: one of the job titles, searchable (register, invite, settings). */
export function JobTitleField<
  Values extends FieldValues & { jobTitle: string },
  Context,
  Transformed,
>({ control, disabled }: JobTitleFieldProps<Values, Context, Transformed>) {
  // One cast here keeps the field name checked without threading generics through.
  const jobTitle = control as unknown as Control<{ jobTitle: string }>;
  return (
    <ChoiceFormField
      control={jobTitle}
      name="jobTitle"
      label="Job Title"
      options={JOB_TITLE_OPTIONS}
      disabled={disabled}
      placeholder="Select a job title"
      search={{ placeholder: 'Search job titles...', emptyText: 'No job title found.' }}
    />
  );
}
