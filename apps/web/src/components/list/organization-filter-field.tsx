import { Combobox } from '@/components/ui/combobox.tsx';
import { Field } from '@/components/ui/field.tsx';
import { useOrganizationOptions } from '@/lib/option-queries.ts';

const ALL_ORGANIZATIONS = { value: '', label: 'All Organizations' };

interface OrganizationFilterFieldProps {
  /** The organization id in the URL, '' for all. */
  value: string;
  onChange: (value: string) => void;
}

/** The lists' Organization filter, shown only to users without an organization (SPEC §6). */
export function OrganizationFilterField({ value, onChange }: OrganizationFilterFieldProps) {
  const organizations = useOrganizationOptions();
  const options = [
    ALL_ORGANIZATIONS,
    ...(organizations.data ?? []).map((option) => ({
      value: String(option.value),
      label: option.label,
    })),
  ];
  return (
    <Field label="Organization" error={organizations.error?.message}>
      <Combobox
        options={options}
        value={value}
        onChange={onChange}
        placeholder="All Organizations"
        searchPlaceholder="Search organizations..."
        emptyText="No organization found."
      />
    </Field>
  );
}
