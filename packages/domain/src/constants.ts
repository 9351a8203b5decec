/** Account roles (SPEC §1): the `position` of a user. */
export const ACCOUNT_POSITIONS = ['admin', 'manager', 'location_manager', 'employee'] as const;
export type AccountPosition = (typeof ACCOUNT_POSITIONS)[number];

export const ACCOUNT_POSITION_LABELS: Record<AccountPosition, string> = {
  admin: 'Admin',
  manager: 'Manager',
  location_manager: 'Location Manager',
  employee: 'Employee',
};

export const ACCOUNT_POSITION_RANK: Record<AccountPosition, number> = {
  admin: 4,
  manager: 3,
  location_manager: 2,
  employee: 1,
};

/** Professional roles a shift is posted for (SPEC §1). */
export const SHIFT_POSITIONS = [
  'Hygienist',
  'Doctor',
  'Front Desk',
  'Dental Assistant-General Practice',
  'Dental Assistant-Specialty',
] as const;
export type ShiftPosition = (typeof SHIFT_POSITIONS)[number];

export const SPECIALTY_SHIFT_POSITION: ShiftPosition = 'Dental Assistant-Specialty';

/** Calendar and map dots fold both assistant types into one label (SPEC §3). */
export const POSITION_GROUPS = ['Hygienist', 'Dental Assistant', 'Front Desk', 'Doctor'] as const;
export type PositionGroup = (typeof POSITION_GROUPS)[number];

export function positionGroup(position: ShiftPosition): PositionGroup {
  return position.startsWith('Dental Assistant') ? 'Dental Assistant' : (position as PositionGroup);
}

/** Map popups sort their dots in this order (SPEC §2). */
export const MAP_POSITION_ORDER: readonly PositionGroup[] = [
  'Front Desk',
  'Dental Assistant',
  'Doctor',
  'Hygienist',
];

export type PositionColor = 'purple' | 'blue' | 'yellow' | 'orange';

export const POSITION_GROUP_COLORS: Record<PositionGroup, PositionColor> = {
  Hygienist: 'purple',
  Doctor: 'blue',
  'Front Desk': 'yellow',
  'Dental Assistant': 'orange',
};

export function positionColor(position: ShiftPosition): PositionColor {
  return POSITION_GROUP_COLORS[positionGroup(position)];
}

export const SPECIALTIES = [
  'Endodontics',
  'Oral Surgery',
  'Orthodontics',
  'Pedodontics',
  'Periodontics',
] as const;
export type Specialty = (typeof SPECIALTIES)[number];

export const JOB_TITLES = [
  'Hygienist',
  'Dental Assistant-General Practice',
  'Specialty Assistant-Endo',
  'Specialty Assistant-Oral Surgery',
  'Specialty Assistant-Ortho',
  'Specialty Assistant-Pedo',
  'Specialty Assistant-Perio',
  'Front Desk',
] as const;
export type JobTitle = (typeof JOB_TITLES)[number];
export const DEFAULT_JOB_TITLE: JobTitle = 'Front Desk';

/** A title stored before the list existed reads as it was stored: is this one on the list? */
export function isJobTitle(title: string): title is JobTitle {
  return (JOB_TITLES as readonly string[]).includes(title);
}

/** The shift a job title qualifies for; specialty assistants carry their specialty. */
export const JOB_TITLE_SHIFT_FIT: Record<
  JobTitle,
  { position: ShiftPosition; specialty: Specialty | null }
> = {
  Hygienist: { position: 'Hygienist', specialty: null },
  'Dental Assistant-General Practice': {
    position: 'Dental Assistant-General Practice',
    specialty: null,
  },
  'Specialty Assistant-Endo': { position: 'Dental Assistant-Specialty', specialty: 'Endodontics' },
  'Specialty Assistant-Oral Surgery': {
    position: 'Dental Assistant-Specialty',
    specialty: 'Oral Surgery',
  },
  'Specialty Assistant-Ortho': {
    position: 'Dental Assistant-Specialty',
    specialty: 'Orthodontics',
  },
  'Specialty Assistant-Pedo': { position: 'Dental Assistant-Specialty', specialty: 'Pedodontics' },
  'Specialty Assistant-Perio': {
    position: 'Dental Assistant-Specialty',
    specialty: 'Periodontics',
  },
  'Front Desk': { position: 'Front Desk', specialty: null },
};

export const TIMEZONES = [
  { value: 'America/New_York', label: 'Eastern Time (ET)' },
  { value: 'America/Chicago', label: 'Central Time (CT)' },
  { value: 'America/Denver', label: 'Mountain Time (MT)' },
  { value: 'America/Phoenix', label: 'Arizona Time (MST)' },
  { value: 'America/Los_Angeles', label: 'Pacific Time (PT)' },
  { value: 'America/Anchorage', label: 'Alaska Time (AKT)' },
  { value: 'Pacific/Honolulu', label: 'Hawaii Time (HT)' },
] as const;
export type Timezone = (typeof TIMEZONES)[number]['value'];
export const TIMEZONE_VALUES = TIMEZONES.map((zone) => zone.value) as [Timezone, ...Timezone[]];

export const US_STATES = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
] as const;
export type StateCode = (typeof US_STATES)[number]['code'];
export const STATE_CODES = US_STATES.map((state) => state.code) as [StateCode, ...StateCode[]];

export const COUNTRY_CODE = 'US';

export const LUNCH_OPTIONS = [
  { value: 0, label: 'No Lunch' },
  { value: 30, label: '30 Minutes' },
  { value: 45, label: '45 Minutes' },
  { value: 60, label: '1 Hour' },
  { value: 90, label: '1.5 Hours' },
] as const;
export type LunchMinutes = (typeof LUNCH_OPTIONS)[number]['value'];
export const LUNCH_MINUTES = LUNCH_OPTIONS.map((option) => option.value);
export const DEFAULT_LUNCH_MINUTES: LunchMinutes = 60;

export function lunchLabel(minutes: number): string {
  return LUNCH_OPTIONS.find((option) => option.value === minutes)?.label ?? `${minutes} Minutes`;
}

export const DEFAULT_SHIFT_MINUTES = 120;

/** Issue #16 §1: a template's name fits a select option. */
export const SHIFT_TEMPLATE_NAME_MAX_LENGTH = 60;

/** Radius filter in miles; `null` is "no radius". */
export const RADIUS_OPTIONS = [5, 10, 25, 50, 100] as const;
export type RadiusMiles = (typeof RADIUS_OPTIONS)[number];
/** Issue #14: the miles a professional travels are the radius filter's steps. */
export const TRAVEL_RADIUS_OPTIONS = RADIUS_OPTIONS;
/** The radius steps as select options ('25 miles'): the Shifts filter and the work profile. */
export const RADIUS_CHOICES = RADIUS_OPTIONS.map((miles) => ({
  value: String(miles),
  label: `${miles} miles`,
}));
/** A work profile never saved answers this radius. */
export const DEFAULT_TRAVEL_RADIUS_MILES: RadiusMiles = 25;
/** Weekday numbers as JavaScript's getDay counts them: 0 = Sunday. */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export const METERS_PER_MILE = 1609.34;
export const EARTH_RADIUS_MILES = 3959;

export const MAP_DEFAULT_CENTER = { lat: 39.8283, lng: -98.5795 } as const;
export const MAP_DEFAULT_ZOOM = 4;
export const MAP_LOCATED_ZOOM = 13;
export const GEOLOCATION_TIMEOUT_MS = 10_000;
export const GEOLOCATION_MAX_AGE_MS = 5 * 60_000;

export const SHIFT_STATES = ['Requested', 'Assigned', 'Unassigned'] as const;
export type ShiftState = (typeof SHIFT_STATES)[number];

export const REQUEST_STATUSES = ['Requested', 'Offered', 'Confirmed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const INVITE_STATUS_LABELS = { verified: 'Verified', pending: 'Pending' } as const;

export const USER_STATUS_FILTERS = [
  { value: 'all', label: 'All Users' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const;

export const REPORT_TIME_RANGES = ['day', 'week', 'month', 'quarter', 'year', 'custom'] as const;
export type ReportTimeRange = (typeof REPORT_TIME_RANGES)[number];
export const DEFAULT_REPORT_TIME_RANGE: ReportTimeRange = 'month';
export const REPORT_STATUS_FILTERS = ['All', 'Assigned', 'Unassigned'] as const;
export const REPORT_CSV_COLUMNS = [
  'Date',
  'Start Time',
  'End Time',
  'Lunch Duration',
  'Working Duration',
  'Total Duration',
  'Location',
  'Position',
  'Organization',
  'Assigned User',
  'Status',
  // Issue #28 §4: the pay of each shift, after SPEC §9's columns.
  'Rate',
  'Engagement',
  'Worked Hours',
  'Worked Hours (decimal)',
  'Hours Source',
  'Amount',
] as const;

/** Issue #28 §4: the payroll's CSV, one line per person and engagement. */
export const PAYROLL_CSV_COLUMNS = [
  'Name',
  'Engagement',
  'Shifts',
  'Worked Hours',
  'Worked Hours (decimal)',
  'Amount',
  'Unapproved Shifts',
] as const;

export function payrollFileName(date: string): string {
  return `payroll-${date}.csv`;
}

export function reportFileName(date: string): string {
  return `shift-reports-${date}.csv`;
}

export const PAGE_SIZE = 10;
export const ORGANIZATION_FETCH_LIMIT = 25;
export const DASHBOARD_REQUESTED_SHIFTS_LIMIT = 5;
/** People the Assign picker shows at a time; typing searches the rest on the server. */
export const ASSIGNABLE_USERS_PAGE_SIZE = 50;

export const MOBILE_BREAKPOINT_PX = 768;

export const SIDEBAR = {
  widthExpanded: '16rem',
  widthIconOnly: '3rem',
  widthMobile: '18rem',
  cookieName: 'sidebar:state',
  cookieMaxAgeSeconds: 60 * 60 * 24 * 7,
  shortcutKey: 'b',
} as const;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const EMAIL_VERIFY_DELAY_MS = 100;
export const FORGOT_PASSWORD_REDIRECT_MS = 3000;
export const SUBMIT_COOLDOWN_MS = 5000;
export const PHONE_RESEND_COOLDOWN_SECONDS = 60;

export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MIN_LENGTH = 3;
export const NOTES_MAX_LENGTH = 500;
export const PHONE_CODE_LENGTH = 4;
/**
 * The last year of any date a route takes (a shift's, a repeat's, a week's, a report's, a
 * month's). The API's instants are ISO 8601 with four-digit years (DESIGN §4): a shift late on
 * 31 December 9999, or a week or a calendar grid from late December 9999, reaches UTC year 10000,
 * which that form cannot write (JavaScript writes '+010000-…', and PostgreSQL refused it with a
 * 500: Add Shift, then Copy Week's `toWeekStart` 9999-12-26).
 */
export const LATEST_DATE_YEAR = 9998;
/**
 * The first year of any date a route takes: the date helpers compute at UTC midnights with
 * Date.UTC, which reads years 0 to 99 as 1900 to 1999, and no date of this product is older.
 */
export const EARLIEST_DATE_YEAR = 1000;
/** The largest id a PostgreSQL `integer` (serial) column holds. */
export const MAX_DATABASE_ID = 2_147_483_647;

export const CALENDAR_CELLS = 42;
export const WEEK_LENGTH_DAYS = 7;

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';

/** Account positions as select options, labelled for display. */
export function accountPositionOptions(positions: readonly AccountPosition[]) {
  return positions.map((position) => ({
    value: position,
    label: ACCOUNT_POSITION_LABELS[position],
  }));
}

/** How long an offer may wait for an answer, in hours (the organization chooses; issue #14). */
export const OFFER_RESPONSE_HOURS = [2, 4, 8, 12, 24, 48, 72] as const;
export type OfferResponseHours = (typeof OFFER_RESPONSE_HOURS)[number];
export const DEFAULT_OFFER_RESPONSE_HOURS: OfferResponseHours = 24;

/** A cancellation this close to the start counts as late, and is counted this far back. */
export const LATE_CANCELLATION_HOURS = 48;
export const LATE_CANCELLATION_WINDOW_DAYS = 90;
export const CANCEL_REASON_MAX_LENGTH = 200;

/**
 * Why a request was declined when neither the manager nor the person declined it: someone else
 * was confirmed ('filled'), the offer went unanswered ('offerExpired'), or a confirmed shift was
 * cancelled ('cancelled').
 */
export const DECLINE_REASONS = [
  'filled',
  'offerExpired',
  'cancelled',
  'withdrawn',
  'shiftChanged',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/**
 * A request declined for these reasons does not stand in the way of asking again: the shift was
 * filled by someone else (once it is open again), or the person withdrew it themselves.
 */
export const DECLINE_REASONS_OPEN_TO_REQUEST = [
  'filled',
  'withdrawn',
] as const satisfies readonly DeclineReason[];

/** How many notifications the bell's list shows: the newest; older ones wait for paging. */
export const NOTIFICATION_LIST_SIZE = 20;

/** How often the bell reads the unread count again until live updates exist (issue #14 §2). */
export const UNREAD_COUNT_REFRESH_MS = 60_000;

/** The outbox's channels (DESIGN §6): email over SMTP, texts through Twilio, Web Push. */
export const OUTBOX_CHANNELS = ['email', 'sms', 'push'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** Issue #16 §1: one posting (a repeat or a copied week) creates at most this many shifts. */
export const MAX_SHIFTS_PER_POSTING = 366;

/**
 * Issue #23 §1: the push services browsers subscribe with, the only hosts a push endpoint may
 * name (and the server may post to): Google's (Chrome, Edge on Android, Opera, Samsung Internet),
 * Mozilla's (Firefox), Apple's (Safari) and Microsoft's (Edge on Windows). A leading `*.` stands
 * for any subdomain. `PUSH_ENDPOINT_HOSTS` replaces the list.
 */
export const DEFAULT_PUSH_ENDPOINT_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  '*.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

/** Issue #23 §2: a person's push devices at most; subscribing another one drops the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_USER = 10;
