import { Combobox } from '@/components/ui/combobox.tsx';
import { Field } from '@/components/ui/field.tsx';
import { useOrganizationPicker } from '@/lib/pickers/use-organization-picker.ts';

const ALL_ORGANIZATIONS = { value: '', label: 'All Organizations' };

interface OrganizationFilterFieldProps {
  /** The organization id in the URL, '' for all. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * The lists' Organization filter, shown only to users without an organization (SPEC §6): a
 * platform admin, who may pick among 100,000 organizations, so the server searches them.
 */
export function OrganizationFilterField({ value, onChange }: OrganizationFilterFieldProps) {
  const picker = useOrganizationPicker(value);
  return (
    <Field label="Organization" error={picker.error?.message}>
      <Combobox
        options={[ALL_ORGANIZATIONS, ...picker.options]}
        value={value}
        onChange={onChange}
        onSearchChange={picker.onSearchChange}
        placeholder={picker.isLoadingChosen ? 'Loading organization...' : 'All Organizations'}
        searchPlaceholder="Search organizations..."
        emptyText={picker.isSearching ? 'Searching...' : 'No organization found.'}
      />
    </Field>
  );
}
