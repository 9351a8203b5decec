import { useOrganizationPicker } from '@/lib/pickers/use-organization-picker.ts';
import { ComboboxFilterField } from './combobox-filter-field.tsx';

interface OrganizationFilterFieldProps {
  /** The organization id in the URL, '' for all. */
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/**
 * The Organization filter, shown only to users without an organization (SPEC §6): a platform
 * admin, who may pick among 100,000 organizations, so the server searches them.
 */
export function OrganizationFilterField({
  value,
  onChange,
  className,
}: OrganizationFilterFieldProps) {
  const picker = useOrganizationPicker(value);
  return (
    <ComboboxFilterField
      filter="organization"
      picker={picker}
      value={value}
      onChange={onChange}
      className={className}
    />
  );
}
