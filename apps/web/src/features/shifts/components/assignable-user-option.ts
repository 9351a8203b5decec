import type { AssignableUser } from '@chairside/domain';
import type { ComboboxMark, ComboboxOption } from '@/components/ui/combobox.tsx';

/** The marks of a person in the Assign picker (issue #13 item 10). */
export const ASSIGN_MARKS = {
  fits: { label: 'Fits this shift', tone: 'positive' },
  requested: { label: 'Requested this shift', tone: 'neutral' },
  booked: { label: 'Booked at that time', tone: 'caution' },
} as const satisfies Record<string, ComboboxMark>;

/**
 * A person as the Assign picker offers them: named with their job title, their email beneath,
 * marked; someone the server would refuse (eligibility, issue #24 §1: booked at that time, a job
 * title that cannot work the shift...) is shown with why, but cannot be picked.
 */
export function assignableUserOption(person: AssignableUser): ComboboxOption {
  const marks: ComboboxMark[] = [];
  if (person.fits) marks.push(ASSIGN_MARKS.fits);
  if (person.requestedThisShift) marks.push(ASSIGN_MARKS.requested);
  if (person.bookedAtThatTime) marks.push(ASSIGN_MARKS.booked);
  for (const reason of person.notAssignable) {
    if (reason.rule !== 'booked') marks.push({ label: reason.message, tone: 'caution' });
  }
  return {
    value: String(person.id),
    label: `${person.name} (${person.jobTitle})`,
    description: person.email,
    marks,
    disabled: person.notAssignable.length > 0,
  };
}
