import {
  CREDENTIAL_CHIP_LABELS,
  CREDENTIAL_NEED_MESSAGES,
  type AssignableUser,
  type CredentialChip,
} from '@chairside/domain';
import type { ComboboxMark, ComboboxOption } from '@/components/ui/combobox.tsx';

/** The marks of a person in the Assign picker (issue #13 item 10). */
export const ASSIGN_MARKS = {
  fits: { label: 'Fits this shift', tone: 'positive' },
  requested: { label: 'Requested this shift', tone: 'neutral' },
  booked: { label: 'Booked at that time', tone: 'caution' },
} as const satisfies Record<string, ComboboxMark>;

/** Issue #27 §3: the credential chip's tone in the picker; Missing and Unverified are refused. */
const CHIP_MARK_TONES: Record<CredentialChip, ComboboxMark['tone']> = {
  verified: 'positive',
  expiring: 'neutral',
  unverified: 'caution',
  missing: 'caution',
};

/**
 * A person as the Assign picker offers them: named with their job title, their email beneath,
 * marked; someone the server would refuse (eligibility, issue #24 §1: booked at that time, a job
 * title that cannot work the shift, credentials it needs...) is shown with why, but cannot be
 * picked. Their credential state for the shift (issue #27 §3) is a mark of its own.
 */
export function assignableUserOption(person: AssignableUser): ComboboxOption {
  const marks: ComboboxMark[] = [];
  if (person.fits) marks.push(ASSIGN_MARKS.fits);
  if (person.requestedThisShift) marks.push(ASSIGN_MARKS.requested);
  if (person.bookedAtThatTime) marks.push(ASSIGN_MARKS.booked);
  if (person.credentialChip) {
    const label = CREDENTIAL_NEED_MESSAGES.chip(CREDENTIAL_CHIP_LABELS[person.credentialChip]);
    marks.push({ label, tone: CHIP_MARK_TONES[person.credentialChip] });
  }
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
