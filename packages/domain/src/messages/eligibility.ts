// The texts of eligibility (issue #24 §1): why a person may not work a shift, in the person's
// words and, naming them, in a manager's. Filled and started are the shift's state, the same
// words for everyone (REQUEST_MESSAGES); 'This person is already confirmed for a shift at that
// time' stays the manager's text of a clash, as SPEC §8 lists it.

/** Why the signed-in person may not work a shift: the shift page shows it instead of Request Shift. */
export const ELIGIBILITY_MESSAGES = {
  inactive: 'Your account is not active, so you cannot work shifts',
  unverified: 'Verify your email address to work shifts',
  otherOrganization: 'This shift is for the staff of another organization',
  booked: 'You are already confirmed for a shift at that time',
  jobTitle: (jobTitle: string, shift: string) =>
    `Your job title, ${jobTitle}, cannot work a ${shift} shift`,
} as const;

/** The shift page's note in place of Request Shift, above the reasons. */
export const ELIGIBILITY_LABELS = {
  cannotRequest: 'You cannot request this shift',
} as const;

/** The same reasons, naming the person, for the manager who offers or assigns the shift. */
export const ELIGIBILITY_MANAGER_MESSAGES = {
  inactive: (name: string) => `${name} is no longer active`,
  unverified: (name: string) => `${name} has not verified their email address yet`,
  otherOrganization: (name: string) =>
    `${name} belongs to another organization and does not take its shifts`,
  jobTitle: (name: string, jobTitle: string, shift: string) =>
    `${name}'s job title, ${jobTitle}, cannot work a ${shift} shift`,
} as const;
