import {
  defaultNotificationChannels,
  type AccountPosition,
  type JobTitle,
  type NotificationPreferences,
  type ShiftPay,
  type ShiftPosition,
  type ShiftTemplateValues,
  type Specialty,
  type StateCode,
  type Timezone,
} from '@chairside/domain';

/** Every demo login uses this password (README lists the logins). */
export const DEMO_PASSWORD = 'Chairside123!';

export interface DemoLocation {
  number: string;
  name: string;
  addressLine1: string;
  city: string;
  stateCode: StateCode;
  zipCode: string;
  timezone: Timezone;
}

/** Issue #14 §1's work profile; a demo employee without one lives by their organization's office. */
export interface DemoWorkProfile {
  homeZip: string;
  travelRadiusMiles: number;
  weekdays: number[];
  openToOtherOrganizations: boolean;
}

/** Organization staff usually work weekdays within 25 miles of their organization's office. */
export const DEFAULT_DEMO_WORK_PROFILE: Omit<DemoWorkProfile, 'homeZip'> = {
  travelRadiusMiles: 25,
  weekdays: [1, 2, 3, 4, 5],
  openToOtherOrganizations: false,
};

export interface DemoUser {
  email: string;
  name: string;
  position: AccountPosition;
  jobTitle: JobTitle;
  phoneNumber?: string;
  /** Indexes into the organization's locations, for location managers. */
  manages?: number[];
  isActive?: boolean;
  workProfile?: DemoWorkProfile;
  notificationPreferences?: NotificationPreferences;
}

export interface DemoOrganization {
  name: string;
  addressLine1: string;
  city: string;
  stateCode: StateCode;
  zipCode: string;
  locations: DemoLocation[];
  users: DemoUser[];
}

export const PLATFORM_ADMIN: DemoUser = {
  email: 'admin@chairside.test',
  name: 'Morgan Ellis',
  position: 'admin',
  jobTitle: 'Front Desk',
  phoneNumber: '+12125550100',
};

export const INDEPENDENT_PROFESSIONALS: DemoUser[] = [
  {
    email: 'independent@chairside.test',
    name: 'Jordan Rivera',
    position: 'employee',
    jobTitle: 'Hygienist',
    phoneNumber: '+13125550142',
    // Lincoln Park, a few miles from Bright Smiles' Chicago office: new Hygienist shifts there
    // are for her.
    workProfile: {
      homeZip: '60614',
      travelRadiusMiles: 25,
      weekdays: [],
      openToOtherOrganizations: true,
    },
    // Issue #14 §2: she wants new shifts by text too, but not at night.
    notificationPreferences: {
      channels: {
        ...defaultNotificationChannels(),
        newShifts: { email: true, sms: true, push: true },
      },
      quietHours: { start: '22:00', end: '07:00' },
      timeZone: 'America/Chicago',
      newShiftsDigest: 'instant',
    },
  },
];

export const DEMO_ORGANIZATIONS: DemoOrganization[] = [
  {
    name: 'Bright Smiles Dental',
    addressLine1: '350 5th Ave',
    city: 'New York',
    stateCode: 'NY',
    zipCode: '10118',
    locations: [
      {
        number: 'BS-101',
        name: 'Midtown Manhattan',
        addressLine1: '1450 Broadway',
        city: 'New York',
        stateCode: 'NY',
        zipCode: '10018',
        timezone: 'America/New_York',
      },
      {
        number: 'BS-102',
        name: 'Brooklyn Heights',
        addressLine1: '120 Montague St',
        city: 'Brooklyn',
        stateCode: 'NY',
        zipCode: '11201',
        timezone: 'America/New_York',
      },
      {
        number: 'BS-201',
        name: 'Chicago Loop',
        addressLine1: '55 E Randolph St',
        city: 'Chicago',
        stateCode: 'IL',
        zipCode: '60601',
        timezone: 'America/Chicago',
      },
    ],
    users: [
      {
        email: 'owner@brightsmiles.test',
        name: 'Dana Whitfield',
        position: 'admin',
        jobTitle: 'Front Desk',
      },
      {
        email: 'manager@brightsmiles.test',
        name: 'Priya Raman',
        position: 'manager',
        jobTitle: 'Front Desk',
        phoneNumber: '+12125550111',
        // Issue #14 §2: requests by text, and shift changes in the app only.
        notificationPreferences: {
          channels: {
            ...defaultNotificationChannels(),
            requests: { email: true, sms: true, push: true },
            shiftChanges: { email: false, sms: false, push: false },
          },
          quietHours: null,
          timeZone: 'America/New_York',
          newShiftsDigest: 'instant',
        },
      },
      {
        email: 'locations@brightsmiles.test',
        name: 'Marcus Bell',
        position: 'location_manager',
        jobTitle: 'Front Desk',
        manages: [0, 1],
      },
      {
        email: 'hygienist@brightsmiles.test',
        name: 'Hannah Lee',
        position: 'employee',
        jobTitle: 'Hygienist',
        phoneNumber: '+12125550123',
        workProfile: {
          homeZip: '11215',
          travelRadiusMiles: 10,
          weekdays: [1, 2, 3, 4],
          openToOtherOrganizations: true,
        },
        // Issue #14 §2: new shifts in one email at 7:00, not one by one.
        notificationPreferences: {
          channels: defaultNotificationChannels(),
          quietHours: null,
          timeZone: 'America/New_York',
          newShiftsDigest: 'daily',
        },
      },
      {
        email: 'assistant@brightsmiles.test',
        name: 'Carlos Mendez',
        position: 'employee',
        jobTitle: 'Dental Assistant-General Practice',
      },
      {
        email: 'frontdesk@brightsmiles.test',
        name: 'Emily Chen',
        position: 'employee',
        jobTitle: 'Front Desk',
      },
      {
        email: 'endo@brightsmiles.test',
        name: 'Samuel Okafor',
        position: 'employee',
        jobTitle: 'Specialty Assistant-Endo',
      },
      {
        email: 'former@brightsmiles.test',
        name: 'Riley Brooks',
        position: 'employee',
        jobTitle: 'Hygienist',
        isActive: false,
      },
    ],
  },
  {
    name: 'Pacific Coast Dental Group',
    addressLine1: '633 W 5th St',
    city: 'Los Angeles',
    stateCode: 'CA',
    zipCode: '90071',
    locations: [
      {
        number: 'PC-01',
        name: 'Downtown Los Angeles',
        addressLine1: '200 N Spring St',
        city: 'Los Angeles',
        stateCode: 'CA',
        zipCode: '90012',
        timezone: 'America/Los_Angeles',
      },
      {
        number: 'PC-02',
        name: 'Santa Monica',
        addressLine1: '1250 4th St',
        city: 'Santa Monica',
        stateCode: 'CA',
        zipCode: '90401',
        timezone: 'America/Los_Angeles',
      },
      {
        number: 'PC-03',
        name: 'San Diego Gaslamp',
        addressLine1: '555 5th Ave',
        city: 'San Diego',
        stateCode: 'CA',
        zipCode: '92101',
        timezone: 'America/Los_Angeles',
      },
    ],
    users: [
      {
        email: 'manager@pacificcoast.test',
        name: 'Grace Nakamura',
        position: 'manager',
        jobTitle: 'Front Desk',
      },
      {
        email: 'locations@pacificcoast.test',
        name: 'Owen Patel',
        position: 'location_manager',
        jobTitle: 'Front Desk',
        manages: [2],
      },
      {
        email: 'hygienist@pacificcoast.test',
        name: 'Lucia Alvarez',
        position: 'employee',
        jobTitle: 'Hygienist',
      },
      {
        email: 'ortho@pacificcoast.test',
        name: 'Ben Carter',
        position: 'employee',
        jobTitle: 'Specialty Assistant-Ortho',
      },
      {
        email: 'perio@pacificcoast.test',
        name: 'Aisha Johnson',
        position: 'employee',
        jobTitle: 'Specialty Assistant-Perio',
      },
      {
        email: 'frontdesk@pacificcoast.test',
        name: 'Tyler Nguyen',
        position: 'employee',
        jobTitle: 'Front Desk',
      },
    ],
  },
  {
    name: 'Rocky Mountain Family Dentistry',
    addressLine1: '1600 Glenarm Pl',
    city: 'Denver',
    stateCode: 'CO',
    zipCode: '80202',
    locations: [
      {
        number: 'RM-10',
        name: 'Denver LoDo',
        addressLine1: '1701 Wynkoop St',
        city: 'Denver',
        stateCode: 'CO',
        zipCode: '80202',
        timezone: 'America/Denver',
      },
      {
        number: 'RM-20',
        name: 'Boulder Pearl Street',
        addressLine1: '1942 Broadway',
        city: 'Boulder',
        stateCode: 'CO',
        zipCode: '80302',
        timezone: 'America/Denver',
      },
      {
        number: 'RM-30',
        name: 'Phoenix Central',
        addressLine1: '2 N Central Ave',
        city: 'Phoenix',
        stateCode: 'AZ',
        zipCode: '85004',
        timezone: 'America/Phoenix',
      },
    ],
    users: [
      {
        email: 'manager@rockymountain.test',
        name: 'Nora Lindqvist',
        position: 'manager',
        jobTitle: 'Front Desk',
      },
      {
        email: 'hygienist@rockymountain.test',
        name: 'Ethan Brooks',
        position: 'employee',
        jobTitle: 'Hygienist',
      },
      {
        email: 'oralsurgery@rockymountain.test',
        name: 'Maya Singh',
        position: 'employee',
        jobTitle: 'Specialty Assistant-Oral Surgery',
      },
      {
        email: 'pedo@rockymountain.test',
        name: 'Liam O\u2019Connor',
        position: 'employee',
        jobTitle: 'Specialty Assistant-Pedo',
      },
      {
        email: 'assistant@rockymountain.test',
        name: 'Zoe Martinez',
        position: 'employee',
        jobTitle: 'Dental Assistant-General Practice',
      },
    ],
  },
];

/** Issue #16 §1: the templates every demo location keeps, to start Add Shift from. */
export const DEMO_SHIFT_TEMPLATES: ShiftTemplateValues[] = [
  {
    name: 'Hygiene day',
    position: 'Hygienist',
    specialty: null,
    startTime: '07:00',
    endTime: '16:00',
    lunchMinutes: 60,
    notes: 'Full hygiene schedule: recalls and two perio maintenance visits.',
    hourlyRateCents: 5250,
    engagement: '1099',
    paymentTerms: 'net_7',
  },
  {
    name: 'Assistant half day',
    position: 'Dental Assistant-General Practice',
    specialty: null,
    startTime: '08:00',
    endTime: '12:00',
    lunchMinutes: 0,
    notes: null,
    hourlyRateCents: 2800,
    engagement: 'w2',
    paymentTerms: 'net_15',
  },
];

export interface DemoShiftPattern {
  position: ShiftPosition;
  specialty: Specialty | null;
  start: string;
  totalMinutes: number;
  lunchMinutes: 0 | 30 | 45 | 60 | 90;
}

/** An hourly rate a demo office posts for each position (issue #28 §1), in cents. */
const DEMO_RATES: Record<ShiftPosition, number> = {
  Hygienist: 5250,
  Doctor: 9500,
  'Front Desk': 2400,
  'Dental Assistant-General Practice': 2800,
  'Dental Assistant-Specialty': 3200,
};

/**
 * The pay of the demo calendar's k-th shift (issue #28 §1): hygienists and doctors are 1099 on
 * every other shift, paid Net 7 or the same day, the rest W-2 at Net 15; every seventh shows no
 * rate.
 */
export function demoShiftPay(position: ShiftPosition, k: number): ShiftPay {
  const contracted = (position === 'Hygienist' || position === 'Doctor') && k % 2 === 1;
  return {
    hourlyRateCents: k % 7 === 6 ? null : DEMO_RATES[position] + (k % 3) * 250,
    engagement: contracted ? '1099' : 'w2',
    paymentTerms: contracted ? (k % 4 === 1 ? 'net_7' : 'same_day') : 'net_15',
  };
}

/** Shift shapes a dental office really posts, cycled over the demo calendar. */
export const SHIFT_PATTERNS: DemoShiftPattern[] = [
  { position: 'Hygienist', specialty: null, start: '08:00', totalMinutes: 540, lunchMinutes: 60 },
  {
    position: 'Dental Assistant-General Practice',
    specialty: null,
    start: '07:30',
    totalMinutes: 510,
    lunchMinutes: 30,
  },
  { position: 'Front Desk', specialty: null, start: '09:00', totalMinutes: 480, lunchMinutes: 60 },
  { position: 'Doctor', specialty: null, start: '08:00', totalMinutes: 600, lunchMinutes: 60 },
  { position: 'Hygienist', specialty: null, start: '12:00', totalMinutes: 300, lunchMinutes: 0 },
  {
    position: 'Dental Assistant-Specialty',
    specialty: 'Endodontics',
    start: '08:30',
    totalMinutes: 480,
    lunchMinutes: 45,
  },
  {
    position: 'Dental Assistant-Specialty',
    specialty: 'Orthodontics',
    start: '07:00',
    totalMinutes: 420,
    lunchMinutes: 30,
  },
  { position: 'Hygienist', specialty: null, start: '07:00', totalMinutes: 600, lunchMinutes: 90 },
  {
    position: 'Dental Assistant-Specialty',
    specialty: 'Oral Surgery',
    start: '09:00',
    totalMinutes: 360,
    lunchMinutes: 30,
  },
  { position: 'Front Desk', specialty: null, start: '13:00', totalMinutes: 300, lunchMinutes: 0 },
  {
    position: 'Dental Assistant-Specialty',
    specialty: 'Pedodontics',
    start: '08:00',
    totalMinutes: 480,
    lunchMinutes: 60,
  },
  {
    position: 'Dental Assistant-Specialty',
    specialty: 'Periodontics',
    start: '10:00',
    totalMinutes: 420,
    lunchMinutes: 30,
  },
];

/**
 * Issue #26 §3: the offer the demo shows as Expired (seedDemoUnansweredOffer). Pacific Coast's
 * hygienist asked for a Hygienist day at Santa Monica, on the first weekday at least `daysAhead`
 * days on that she works nothing else; her manager offered it a day before the demo loads and
 * she did not answer, so the offer expires as the demo loads and the shift is open again.
 */
export const DEMO_UNANSWERED_OFFER = {
  email: 'hygienist@pacificcoast.test',
  /** Santa Monica, among her organization's locations. */
  locationIndex: 1,
  pattern: SHIFT_PATTERNS[0],
  daysAhead: 3,
};
