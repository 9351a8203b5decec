// The texts of the scheduling tools (issue #16): templates, repeating shifts, copying a week.

/** Issue #16 §1: a location's shift templates. */
export const SHIFT_TEMPLATE_MESSAGES = {
  nameRequired: 'Template name is required',
  nameTooLong: 'Template name must be at most 60 characters',
  duplicateName: 'This location already has a template with this name',
  notFound: 'Template not found',
  notManagedLocation: 'You can only manage templates at the locations you manage',
} as const;

/** Repeating shifts (issue #16 §1): Add Shift's 'Repeat' and the series it posts. */
export const REPEAT_MESSAGES = {
  weekdaysRequired: 'Choose at least one weekday',
  endRequired: "Choose an 'Until' date or a number of occurrences",
  untilBeforeStart: "'Until' must be on or after the shift's date",
  countRange: 'Occurrences must be a whole number from 1 to 366',
  datesRequired: 'Choose at least one date',
  tooMany: 'You can post at most 366 shifts at once',
  nothingToPost: 'None of these shifts can be posted',
  notInSeries: 'This shift is not part of a series',
} as const;

/** Copy a week (issue #16 §1): a week's shifts posted again in another week. */
export const COPY_WEEK_MESSAGES = {
  weekStart: 'A week starts on a Sunday',
  sameWeek: 'Choose a different week to copy to',
  nothingToCopy: 'That week has no shifts to copy',
} as const;
