import { describe, expect, it } from 'vitest';
import {
  accountPositionOptions,
  ACCOUNT_POSITION_LABELS,
  ACCOUNT_POSITION_RANK,
  ACCOUNT_POSITIONS,
  CALENDAR_CELLS,
  COUNTRY_CODE,
  DASHBOARD_REQUESTED_SHIFTS_LIMIT,
  DEFAULT_JOB_TITLE,
  DEFAULT_LUNCH_MINUTES,
  DEFAULT_REPORT_TIME_RANGE,
  DEFAULT_SHIFT_MINUTES,
  DEFAULT_THEME,
  EARTH_RADIUS_MILES,
  JOB_TITLE_SHIFT_FIT,
  JOB_TITLES,
  isJobTitle,
  LUNCH_MINUTES,
  LUNCH_OPTIONS,
  MAP_DEFAULT_ZOOM,
  MAP_LOCATED_ZOOM,
  MAP_POSITION_ORDER,
  METERS_PER_MILE,
  MOBILE_BREAKPOINT_PX,
  NAME_MIN_LENGTH,
  NOTES_MAX_LENGTH,
  ORGANIZATION_FETCH_LIMIT,
  PAGE_SIZE,
  PASSWORD_MIN_LENGTH,
  PHONE_CODE_LENGTH,
  PHONE_RESEND_COOLDOWN_SECONDS,
  RADIUS_OPTIONS,
  PAYROLL_CSV_COLUMNS,
  payrollFileName,
  REPORT_CSV_COLUMNS,
  REPORT_STATUS_FILTERS,
  REPORT_TIME_RANGES,
  SHIFT_POSITIONS,
  SIDEBAR,
  SPECIALTIES,
  STATE_CODES,
  SUBMIT_COOLDOWN_MS,
  THEMES,
  TIMEZONE_VALUES,
  TIMEZONES,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  US_STATES,
  WEEK_LENGTH_DAYS,
  lunchLabel,
  positionColor,
  positionGroup,
  reportFileName,
  type ShiftPosition,
} from './constants.ts';

describe('account roles (SPEC §1)', () => {
  it.each([
    ['admin', 'Admin', 4],
    ['manager', 'Manager', 3],
    ['location_manager', 'Location Manager', 2],
    ['employee', 'Employee', 1],
  ] as const)('labels %s as %s with rank %i', (position, label, rank) => {
    expect(ACCOUNT_POSITION_LABELS[position]).toBe(label);
    expect(ACCOUNT_POSITION_RANK[position]).toBe(rank);
  });

  it('knows exactly the four account roles', () => {
    expect(ACCOUNT_POSITIONS).toEqual(['admin', 'manager', 'location_manager', 'employee']);
  });
});

describe('shift positions and their colours (SPEC §1)', () => {
  it('offers exactly the five professional roles', () => {
    expect([...SHIFT_POSITIONS].sort()).toEqual(
      [
        'Dental Assistant-General Practice',
        'Dental Assistant-Specialty',
        'Doctor',
        'Front Desk',
        'Hygienist',
      ].sort(),
    );
  });

  it.each<[ShiftPosition, string, string]>([
    ['Hygienist', 'Hygienist', 'purple'],
    ['Doctor', 'Doctor', 'blue'],
    ['Front Desk', 'Front Desk', 'yellow'],
    ['Dental Assistant-General Practice', 'Dental Assistant', 'orange'],
    ['Dental Assistant-Specialty', 'Dental Assistant', 'orange'],
  ])('shows %s as a %s dot in %s', (position, group, colour) => {
    expect(positionGroup(position)).toBe(group);
    expect(positionColor(position)).toBe(colour);
  });

  it('sorts map popup dots Front Desk, Dental Assistant, Doctor, Hygienist', () => {
    expect(MAP_POSITION_ORDER).toEqual(['Front Desk', 'Dental Assistant', 'Doctor', 'Hygienist']);
  });
});

describe('job titles and specialties (SPEC §9)', () => {
  it('lists the eight job titles in order', () => {
    expect(JOB_TITLES).toEqual([
      'Hygienist',
      'Dental Assistant-General Practice',
      'Specialty Assistant-Endo',
      'Specialty Assistant-Oral Surgery',
      'Specialty Assistant-Ortho',
      'Specialty Assistant-Pedo',
      'Specialty Assistant-Perio',
      'Front Desk',
    ]);
  });

  it('defaults the job title to Front Desk', () => {
    expect(DEFAULT_JOB_TITLE).toBe('Front Desk');
  });

  it('tells a title on the list from one stored before the list', () => {
    expect(JOB_TITLES.every(isJobTitle)).toBe(true);
    expect(isJobTitle('Dentist')).toBe(false);
    expect(isJobTitle('front desk')).toBe(false);
  });

  it('lists the five specialties', () => {
    expect(SPECIALTIES).toEqual([
      'Endodontics',
      'Oral Surgery',
      'Orthodontics',
      'Pedodontics',
      'Periodontics',
    ]);
  });

  it.each([
    ['Specialty Assistant-Endo', 'Endodontics'],
    ['Specialty Assistant-Oral Surgery', 'Oral Surgery'],
    ['Specialty Assistant-Ortho', 'Orthodontics'],
    ['Specialty Assistant-Pedo', 'Pedodontics'],
    ['Specialty Assistant-Perio', 'Periodontics'],
  ] as const)('fits a %s to Dental Assistant-Specialty shifts in %s', (title, specialty) => {
    expect(JOB_TITLE_SHIFT_FIT[title]).toEqual({
      position: 'Dental Assistant-Specialty',
      specialty,
    });
  });

  it.each([
    ['Hygienist', 'Hygienist'],
    ['Dental Assistant-General Practice', 'Dental Assistant-General Practice'],
    ['Front Desk', 'Front Desk'],
  ] as const)('fits a %s to %s shifts without a specialty', (title, position) => {
    expect(JOB_TITLE_SHIFT_FIT[title]).toEqual({ position, specialty: null });
  });
});

describe('places (SPEC §9)', () => {
  it('always uses the US country code', () => {
    expect(COUNTRY_CODE).toBe('US');
  });

  it('lists the 50 US states with unique 2-letter codes', () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(STATE_CODES).size).toBe(50);
    for (const code of STATE_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it.each([
    ['AK', 'Alaska'],
    ['CA', 'California'],
    ['HI', 'Hawaii'],
    ['NY', 'New York'],
    ['TX', 'Texas'],
    ['WY', 'Wyoming'],
  ])('names state %s %s', (code, name) => {
    expect(US_STATES.find((state) => state.code === code)?.name).toBe(name);
  });

  it('does not count DC or territories as states', () => {
    expect(STATE_CODES).not.toContain('DC');
    expect(STATE_CODES).not.toContain('PR');
  });

  it('offers the seven US timezones', () => {
    expect(TIMEZONE_VALUES).toEqual([
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'America/Phoenix',
      'America/Los_Angeles',
      'America/Anchorage',
      'Pacific/Honolulu',
    ]);
  });

  it.each(TIMEZONES.map((zone) => [zone.value]))('knows %s as a real IANA zone', (value) => {
    expect(() => new Intl.DateTimeFormat('en-US', { timeZone: value })).not.toThrow();
  });
});

describe('lunch options (SPEC §9)', () => {
  it.each([
    [0, 'No Lunch'],
    [30, '30 Minutes'],
    [45, '45 Minutes'],
    [60, '1 Hour'],
    [90, '1.5 Hours'],
  ])('labels %i minutes %s', (minutes, label) => {
    expect(lunchLabel(minutes)).toBe(label);
  });

  it('offers exactly 0, 30, 45, 60 and 90 minutes', () => {
    expect(LUNCH_MINUTES).toEqual([0, 30, 45, 60, 90]);
    expect(LUNCH_OPTIONS.map((option) => option.value)).toEqual([0, 30, 45, 60, 90]);
  });

  it('defaults lunch to 60 minutes', () => {
    expect(DEFAULT_LUNCH_MINUTES).toBe(60);
  });

  it('defaults a new shift to 120 minutes', () => {
    expect(DEFAULT_SHIFT_MINUTES).toBe(120);
  });
});

describe('map and distance (SPEC §9)', () => {
  it('offers radius filters of 5, 10, 25, 50 and 100 miles', () => {
    expect(RADIUS_OPTIONS).toEqual([5, 10, 25, 50, 100]);
  });

  it('converts miles with 1609.34 m and measures with an earth radius of 3959 miles', () => {
    expect(METERS_PER_MILE).toBe(1609.34);
    expect(EARTH_RADIUS_MILES).toBe(3959);
  });

  it('zooms to 4 by default and 13 on a known location', () => {
    expect(MAP_DEFAULT_ZOOM).toBe(4);
    expect(MAP_LOCATED_ZOOM).toBe(13);
  });
});

describe('lists and limits (SPEC §9)', () => {
  it.each([
    ['table, invite and infinite-scroll page size', PAGE_SIZE, 10],
    ['organization fetch limit', ORGANIZATION_FETCH_LIMIT, 25],
    ['dashboard requested shifts', DASHBOARD_REQUESTED_SHIFTS_LIMIT, 5],
    ['mobile breakpoint in px', MOBILE_BREAKPOINT_PX, 768],
    ['password minimum length', PASSWORD_MIN_LENGTH, 8],
    ['name minimum length', NAME_MIN_LENGTH, 3],
    ['notes maximum length', NOTES_MAX_LENGTH, 500],
    ['phone code length', PHONE_CODE_LENGTH, 4],
    ['submit cooldown in ms', SUBMIT_COOLDOWN_MS, 5000],
    ['phone resend cooldown in s', PHONE_RESEND_COOLDOWN_SECONDS, 60],
    ['visible toasts', TOAST_LIMIT, 1],
    ['toast duration in ms', TOAST_DURATION_MS, 5000],
    ['calendar grid cells', CALENDAR_CELLS, 42],
    ['week length in days', WEEK_LENGTH_DAYS, 7],
  ])('sets the %s to %i', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('keeps the sidebar state in a sidebar:state cookie for 7 days (604800 s)', () => {
    expect(SIDEBAR.cookieName).toBe('sidebar:state');
    expect(SIDEBAR.cookieMaxAgeSeconds).toBe(604800);
    expect(SIDEBAR.shortcutKey).toBe('b');
    expect([SIDEBAR.widthExpanded, SIDEBAR.widthIconOnly, SIDEBAR.widthMobile]).toEqual([
      '16rem',
      '3rem',
      '18rem',
    ]);
  });

  it('defaults the theme to light among system, light and dark', () => {
    expect(THEMES).toEqual(['system', 'light', 'dark']);
    expect(DEFAULT_THEME).toBe('light');
  });
});

describe('reports (SPEC §9)', () => {
  it('offers day to year and custom ranges, defaulting to month', () => {
    expect(REPORT_TIME_RANGES).toEqual(['day', 'week', 'month', 'quarter', 'year', 'custom']);
    expect(DEFAULT_REPORT_TIME_RANGE).toBe('month');
  });

  it('filters by All, Assigned or Unassigned', () => {
    expect(REPORT_STATUS_FILTERS).toEqual(['All', 'Assigned', 'Unassigned']);
  });

  it("exports SPEC §9's eleven CSV columns in order, then issue #28's six pay columns", () => {
    expect(REPORT_CSV_COLUMNS).toEqual([
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
      'Rate',
      'Engagement',
      'Worked Hours',
      'Worked Hours (decimal)',
      'Hours Source',
      'Amount',
    ]);
  });

  it('names the payroll CSV payroll-{date}.csv, one line per person and engagement', () => {
    expect(payrollFileName('2026-12-31')).toBe('payroll-2026-12-31.csv');
    expect(PAYROLL_CSV_COLUMNS).toEqual([
      'Name',
      'Engagement',
      'Shifts',
      'Worked Hours',
      'Worked Hours (decimal)',
      'Amount',
      'Unapproved Shifts',
    ]);
  });

  it('names the CSV file shift-reports-{date}.csv', () => {
    expect(reportFileName('2025-03-14')).toBe('shift-reports-2025-03-14.csv');
  });
});

describe('accountPositionOptions', () => {
  it('labels positions with their display labels, in the given order', () => {
    expect(accountPositionOptions(['location_manager', 'employee'])).toEqual([
      { value: 'location_manager', label: 'Location Manager' },
      { value: 'employee', label: 'Employee' },
    ]);
  });
});
