/**
 * What the pickers (Combobox, MultiSelect) share: the id and aria-* a `<Field>` hands its
 * control, and the texts and state of the button. Each adds its options, value and onChange.
 */
export interface PickerProps {
  id?: string;
  onBlur?: () => void;
  placeholder?: string;
  /** Shown in the popover when no option is left to show. */
  emptyText?: string;
  disabled?: boolean;
  className?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  /** Only when no `<label for={id}>` names the control. */
  'aria-label'?: string;
}
