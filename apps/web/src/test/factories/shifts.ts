import type {
  AssignableUser,
  DashboardRequest,
  ShiftDetail,
  ShiftListItem,
  ShiftRequest,
} from '@chairside/domain';
import { factory } from '@/test/factories/factory.ts';

/** A shift of GET /shifts: Los Angeles, a winter day, 9:00 AM to 5:00 PM PST, still open, $52.50/h W-2. */
export const makeShift = factory<ShiftListItem>({
  id: 41,
  date: '2031-01-15T17:00:00.000Z',
  localDate: '2031-01-15',
  totalMinutes: 480,
  lunchMinutes: 60,
  position: 'Hygienist',
  specialty: null,
  timezone: 'America/Los_Angeles',
  locationId: 11,
  locationName: 'Downtown',
  locationNumber: 'BSD-001',
  organizationId: 3,
  organizationName: 'Bright Smiles Dental',
  latitude: 34.05,
  longitude: -118.24,
  status: 'Unassigned',
  restricted: false,
  requests: 0,
  offers: 0,
  offerExpiresAt: null,
  confirmed: 0,
  confirmedStartTime: null,
  confirmedEndTime: null,
  confirmedName: null,
  hourlyRateCents: 5250,
  engagement: 'w2',
  paymentTerms: 'net_15',
});

/** GET /shifts/:id: makeShift's shift, without notes. */
export const makeShiftDetail = factory<ShiftDetail>({
  ...makeShift(),
  notes: null,
  internalNotes: null,
  seriesId: null,
  uncoveredShifts: [],
});

/** A request of GET /shifts/:id/requests: Sam Park asked for the whole of shift 41. */
export const makeShiftRequest = factory<ShiftRequest>({
  id: 90,
  shiftId: 41,
  employeeId: 21,
  employeeName: 'Sam Park',
  status: 'Requested',
  declined: false,
  updatedAt: '2031-01-02T12:00:00.000Z',
  startTime: null,
  endTime: null,
  notes: null,
  managerNotes: null,
  offerExpiresAt: null,
  declineReason: null,
  cancelReason: null,
  cancelledAt: null,
  requestedAt: '2031-01-02T12:00:00.000Z',
  lateCancellations: 0,
  proposedRateCents: null,
  offeredRateCents: null,
  agreedRateCents: null,
});

/**
 * One of the user's own requests on the dashboard: a whole-shift request for a Hygienist shift
 * at Downtown, 9:00 AM to 5:30 PM PST on Jan 15, 2031.
 */
export const makeDashboardRequest = factory<DashboardRequest>({
  ...makeShiftRequest(),
  shiftDate: '2031-01-15T17:00:00.000Z',
  shiftEndsAt: '2031-01-16T01:30:00.000Z',
  timezone: 'America/Los_Angeles',
  position: 'Hygienist',
  locationName: 'Downtown',
});

/**
 * A person the Assign dialog offers: by default a fitting Hygienist, not asked, not booked, of
 * whom no credential is asked (issue #27: no chip).
 */
export const makeAssignableUser = factory<AssignableUser>({
  id: 21,
  name: 'Sam Park',
  email: 'sam@example.com',
  jobTitle: 'Hygienist',
  fits: true,
  requestedThisShift: false,
  bookedAtThatTime: false,
  notAssignable: [],
  credentialChip: null,
});
