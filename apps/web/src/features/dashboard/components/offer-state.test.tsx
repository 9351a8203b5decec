import type { DashboardStats } from '@chairside/domain';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { pinClock } from '@/test/clock.ts';
import { makeDashboardRequest, makeShift } from '@/test/factories/shifts.ts';
import { makeMe } from '@/test/factories/users.ts';
import { EmployeeDashboard } from './employee-dashboard.tsx';
import { ManagerDashboard } from './manager-dashboard.tsx';

/** Sun, Jan 12, 3:00 PM in Los Angeles, five hours after the pinned clock. */
const DEADLINE = '2031-01-12T23:00:00.000Z';
const ANSWER_BY = 'Answer by Sun, Jan 12, 3:00 PM PST (in 5 hours)';

beforeEach(() => pinClock(new Date('2031-01-12T18:00:00.000Z')));

describe('an offer on the dashboard (issue #26 §1, §6)', () => {
  it('tells the person offered when to answer by, beside Offered', () => {
    render(
      <MemoryRouter>
        <EmployeeDashboard
          data={{
            yourUpcomingShifts: [],
            yourShiftRequests: [
              makeDashboardRequest({ status: 'Offered', offerExpiresAt: DEADLINE }),
            ],
            recommendedShifts: [],
            stats: null,
          }}
        />
      </MemoryRouter>,
    );
    const [offer] = within(screen.getByRole('list', { name: 'Your Shift Requests' })).getAllByRole(
      'listitem',
    );
    expect(offer).toHaveTextContent('Offered');
    expect(offer).toHaveTextContent(ANSWER_BY);
  });

  it('reads Offered and its answer-by time among the manager’s requested shifts, and nothing more for a shift only requested', () => {
    const stats: DashboardStats = {
      totalShifts: 2,
      unassignedShifts: 0,
      upcomingShifts: 2,
      requestedShifts: [
        makeShift({ id: 1, status: 'Requested', requests: 0, offers: 1, offerExpiresAt: DEADLINE }),
        makeShift({ id: 2, status: 'Requested', requests: 2, offers: 0 }),
      ],
    };
    render(
      <MemoryRouter>
        <ManagerDashboard stats={stats} user={makeMe({ position: 'manager', organizationId: 3 })} />
      </MemoryRouter>,
    );
    const [offered, requested] = within(
      screen.getByRole('list', { name: 'Shift Requests' }),
    ).getAllByRole('listitem');
    expect(offered).toHaveTextContent('Offered');
    expect(offered).toHaveTextContent(ANSWER_BY);
    expect(requested).not.toHaveTextContent('Offered');
    expect(requested).not.toHaveTextContent('Answer by');
  });
});
