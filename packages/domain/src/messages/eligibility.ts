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
  /** Issue #27 §3: the link under 'To work this shift you need …'. */
  updateCredentials: 'Add or update your credentials in Settings',
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

/**
 * What a person lacks of the credentials a shift needs (issue #27 §3), in their words: a
 * request or confirmation refused says one; the shift page lists them all ('To work this shift
 * you need …'). `name` is the need's name: 'Dental Hygiene License for CA'.
 */
export const CREDENTIAL_NEED_MESSAGES = {
  missing: (name: string) => `You need a current ${name} to work this shift`,
  expires: (name: string, date: string) => `Your ${name} expires on ${date}, before this shift`,
  expired: (name: string, date: string) => `Your ${name} expired on ${date}`,
  unverified: (name: string) => `Your ${name} has not been verified yet`,
  toWork: (needs: string) => `To work this shift you need ${needs}`,
  needCurrent: (name: string) => `a current ${name}`,
  needVerified: (name: string) => `your ${name} verified`,
  needValidOn: (name: string, date: string) => `a ${name} valid on ${date}`,
  /** The chip of the request list and the Assign picker: 'Credentials: Verified'. */
  chip: (label: string) => `Credentials: ${label}`,
  /** Issue #27 §5: the person's expiry reminder, in the app (and the email's lead). */
  reminder: (name: string, date: string) =>
    `Your ${name} expires on ${date}. Renew it and add the new expiry in Settings › Credentials`,
} as const;

/** The same shortfalls, naming the person, for the manager who offers or assigns the shift. */
export const CREDENTIAL_MANAGER_MESSAGES = {
  missing: (person: string, name: string) => `${person} needs a ${name} to work this shift`,
  expires: (person: string, name: string, date: string) =>
    `${person}'s ${name} expires on ${date}, before this shift`,
  expired: (person: string, name: string, date: string) => `${person}'s ${name} expired on ${date}`,
  unverified: (person: string, name: string) => `${person}'s ${name} has not been verified yet`,
} as const;
