import type { DashboardData, DashboardRequest, ShiftListItem } from '@chairside/domain';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeDashboardRequest, makeShift } from '@/test/factories/shifts.ts';
import { EmployeeDashboard } from './employee-dashboard.tsx';

function renderDashboard(lists: Partial<DashboardData>) {
  const data: DashboardData = {
    yourUpcomingShifts: [],
    yourShiftRequests: [],
    recommendedShifts: [],
    stats: null,
    ...lists,
  };
  render(
    <MemoryRouter>
      <EmployeeDashboard data={data} />
    </MemoryRouter>,
  );
}

function renderRequests(yourShiftRequests: DashboardRequest[]) {
  renderDashboard({ yourShiftRequests });
  return within(screen.getByRole('list', { name: 'Your Shift Requests' })).getAllByRole('listitem');
}

function renderUpcoming(yourUpcomingShifts: ShiftListItem[]) {
  renderDashboard({ yourUpcomingShifts });
  return within(screen.getByRole('list', { name: 'Your Upcoming Shifts' })).getAllByRole(
    'listitem',
  );
}

describe('Your Upcoming Shifts: the hours she works (issue #26 §2)', () => {
  const assigned = { status: 'Assigned', confirmed: 1 } as const;

  it('shows a part-shift confirmation’s window with the location’s zone, and its length', () => {
    // A 9:00 AM to 5:00 PM shift; she is confirmed for 11:00 AM to 3:00 PM.
    const [shift] = renderUpcoming([
      makeShift({
        ...assigned,
        confirmedStartTime: '2031-01-15T19:00:00.000Z',
        confirmedEndTime: '2031-01-15T23:00:00.000Z',
      }),
    ]);
    expect(shift).toHaveTextContent('Jan 15, 2031 · 11:00 AM to 3:00 PM PST');
    expect(shift).toHaveTextContent('4h 0m');
    expect(shift).not.toHaveTextContent('9:00 AM');
  });

  it('shows a whole-shift confirmation from start to end with the zone', () => {
    const [shift] = renderUpcoming([makeShift(assigned)]);
    expect(shift).toHaveTextContent('Jan 15, 2031 · 9:00 AM to 5:00 PM PST');
    expect(shift).toHaveTextContent('8h 0m');
  });
});

describe('Your Shift Requests: her own actions in her words (issue #26 §3)', () => {
  it('reads Withdrawn, not Declined, and keeps the day she asked as Applied on', () => {
    const [request] = renderRequests([
      makeDashboardRequest({
        declined: true,
        declineReason: 'withdrawn',
        requestedAt: '2031-01-02T18:00:00.000Z',
        updatedAt: '2031-01-09T18:00:00.000Z',
      }),
    ]);
    expect(request).toHaveTextContent('Withdrawn');
    expect(request).not.toHaveTextContent('Declined');
    expect(request).toHaveTextContent('Applied on Jan 2, 2031');
  });
});

describe('Your Shift Requests (issue #13: requests for the same role and place tell apart)', () => {
  it('shows each request’s shift date and hours on the shift’s clocks, beside the applied-on date', () => {
    const [sooner, later] = renderRequests([
      makeDashboardRequest({ id: 1, shiftId: 52 }),
      makeDashboardRequest({
        id: 2,
        shiftId: 53,
        shiftDate: '2031-01-22T15:00:00.000Z',
        shiftEndsAt: '2031-01-22T23:00:00.000Z',
      }),
    ]);
    expect(sooner).toHaveTextContent('Hygienist - Downtown');
    expect(sooner).toHaveTextContent('Jan 15, 2031 · 9:00 AM – 5:30 PM PST');
    expect(sooner).toHaveTextContent('Applied on Jan 2, 2031');
    expect(later).toHaveTextContent('Hygienist - Downtown');
    expect(later).toHaveTextContent('Jan 22, 2031 · 7:00 AM – 3:00 PM PST');
    expect(later).toHaveTextContent('Applied on Jan 2, 2031');
  });

  it('reads the date in the location’s timezone, not in UTC', () => {
    // 8:00 PM in New York is already the next day in UTC.
    const [request] = renderRequests([
      makeDashboardRequest({
        shiftDate: '2031-01-16T01:00:00.000Z',
        shiftEndsAt: '2031-01-16T04:00:00.000Z',
        timezone: 'America/New_York',
      }),
    ]);
    expect(request).toHaveTextContent('Jan 15, 2031 · 8:00 PM – 11:00 PM EST');
  });

  it('shows the hours asked for when only part of the shift was requested', () => {
    const [request] = renderRequests([
      makeDashboardRequest({
        startTime: '2031-01-15T19:00:00.000Z',
        endTime: '2031-01-15T23:00:00.000Z',
      }),
    ]);
    expect(request).toHaveTextContent('Jan 15, 2031 · 11:00 AM – 3:00 PM PST');
    expect(within(request).getByText('Part shift')).toBeVisible();
  });
});
