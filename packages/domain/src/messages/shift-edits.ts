// The texts of editing a shift (issue #16 §2): why an edit is refused and how a change reads.

/** Why an edit is refused (409). */
export const SHIFT_EDIT_MESSAGES = {
  startedCannotBeEdited: 'A shift that has started cannot be edited',
  confirmedNotesOnly: 'Someone is confirmed for this shift: only its notes can be edited',
} as const;

/** How a change names its field: 'Start 8:00 AM → 9:00 AM'; one label per SHIFT_EDIT_FIELDS. */
export const SHIFT_EDIT_FIELD_LABELS = {
  date: 'Date',
  startTime: 'Start',
  endTime: 'End',
  lunchMinutes: 'Lunch',
  position: 'Position',
  specialty: 'Specialty',
  notes: 'Notes',
  internalNotes: 'Internal notes',
  hourlyRateCents: 'Rate',
  engagement: 'Engagement',
  paymentTerms: 'Payment terms',
} as const;
