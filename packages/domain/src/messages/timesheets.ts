// The texts of timesheets (issue #28 §3): the hours a confirmed person worked, and their approval.

export const TIMESHEET_MESSAGES = {
  notEnded: 'This shift has not ended yet',
  deadlinePassed: 'Timesheets can be submitted for 7 days after the shift; ask your manager',
  approved: 'This timesheet has been approved',
  reasonRequired: 'Enter a reason for the correction',
  notSubmitted:
    'This timesheet can be approved once submitted, or by entering the hours 7 days after the shift',
  startRequired: 'Enter when the work started',
  endRequired: 'Enter when the work ended',
  lunchInvalid: 'Enter the lunch in whole minutes, 0 or more',
  lunchTooLong: 'Lunch must be shorter than the time worked',
  outsideWindow: 'Start and end must be within 6 hours of the confirmed hours',
} as const;
