import { JOB_TITLE_SHIFT_FIT, JOB_TITLES, isJobTitle, type JobTitle } from './constants.ts';

/** What of a shift decides who fits it: its position and, for a specialty shift, its specialty. */
export interface ShiftRole {
  position: string;
  specialty: string | null;
}

/**
 * Whether a person with this job title fits the shift (SPEC §9 job titles against SPEC §1
 * positions): each title fits exactly the one shift JOB_TITLE_SHIFT_FIT names, a specialty
 * assistant only a Dental Assistant-Specialty shift in their own specialty. No title fits a
 * Doctor shift, and a title stored before the list existed fits nothing: the Assign picker
 * still offers such people, without the mark.
 */
export function jobTitleFitsShift(jobTitle: string, shift: ShiftRole): boolean {
  if (!isJobTitle(jobTitle)) return false;
  const fit = JOB_TITLE_SHIFT_FIT[jobTitle];
  return (
    fit.position === shift.position && (fit.specialty === null || fit.specialty === shift.specialty)
  );
}

/** The job titles that fit the shift, for a query that orders people by fit. */
export function jobTitlesFitting(shift: ShiftRole): JobTitle[] {
  return JOB_TITLES.filter((title) => jobTitleFitsShift(title, shift));
}
