import type { DashboardData, DashboardRequest, Me, ShiftListItem } from '@chairside/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderListPage } from '@/components/list/testing/render-list-page.tsx';
import { stubApi, type ApiHandlers } from '@/test/api-stub.ts';
import { makeDashboardRequest, makeShift as makeListedShift } from '@/test/factories/shifts.ts';
import { makeMe } from '@/test/factories/users.ts';
import { DashboardHomePage } from './dashboard-home-page.tsx';
import { expectLinks } from '@/test/expect-links.ts';
import { factory } from '@/test/factories/factory.ts';

const employee = makeMe({ id: 21, name: 'Sam Park', position: 'employee', organizationId: 3 });
const manager = makeMe({ id: 50, name: 'Maria Lopez', position: 'manager', organizationId: 3 });
const admin = makeMe({ id: 1, name: 'Dana Whitfield', position: 'admin', organizationId: null });

/** 9:00 AM PST in Los Angeles, 8 h 30 min long. */
function makeShift(overrides: Partial<ShiftListItem> = {}): ShiftListItem {
  return makeListedShift({ totalMinutes: 510, ...overrides });
}

function makeRequest(overrides: Partial<DashboardRequest> = {}): DashboardRequest {
  return makeDashboardRequest(overrides);
}

const makeDashboard = factory<DashboardData>({
  yourUpcomingShifts: [],
  yourShiftRequests: [],
  recommendedShifts: [],
  stats: null,
});

function renderPage(user: Me, handlers: ApiHandlers) {
  const calls = stubApi(handlers);
  const view = renderListPage(<DashboardHomePage />, { path: '/dashboard', user });
  return { ...view, calls };
}

function card(title: string) {
  return screen.getByRole('heading', { name: title }).closest('.rounded-lg') as HTMLElement;
}

describe('dashboard home', () => {
  it('welcomes the user and says it is loading', async () => {
    renderPage(employee, {
      'GET /api/shifts/dashboard': () => new Promise(() => undefined),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Sam Park' })).toBeVisible();
    expect(screen.getByText('Loading dashboard data...')).toBeInTheDocument();
  });

  it('says when the dashboard data could not be loaded', async () => {
    renderPage(employee, {
      'GET /api/shifts/dashboard': { status: 500, body: { message: 'Boom' } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dashboard data.');
  });

  it('says when there is no dashboard data', async () => {
    renderPage(manager, { 'GET /api/shifts/dashboard': { body: makeDashboard() } });
    expect(await screen.findByText('No dashboard data available')).toBeVisible();
  });

  describe('employee view', () => {
    it('shows the three cards with their empty texts', async () => {
      renderPage(employee, { 'GET /api/shifts/dashboard': { body: makeDashboard() } });
      expect(await screen.findByText('No upcoming shifts scheduled.')).toBeVisible();
      expect(screen.getByRole('heading', { name: 'Your Upcoming Shifts' })).toBeVisible();
      expect(screen.getByRole('heading', { name: 'Your Shift Requests' })).toBeVisible();
      expect(screen.getByText('No shift requests made.')).toBeVisible();
      expect(screen.getByRole('heading', { name: 'Recommended Upcoming Shifts' })).toBeVisible();
      expect(screen.getByText('No recommended shifts available.')).toBeVisible();
      expect(screen.queryByText('Total Shifts')).not.toBeInTheDocument();
    });

    it('lists upcoming shifts, requests and recommended shifts with links to the shifts', async () => {
      renderPage(employee, {
        'GET /api/shifts/dashboard': {
          body: makeDashboard({
            yourUpcomingShifts: [makeShift()],
            yourShiftRequests: [
              makeRequest({ id: 1, shiftId: 52 }),
              makeRequest({
                id: 2,
                shiftId: 53,
                position: 'Front Desk',
                locationName: 'Uptown',
                declined: true,
              }),
            ],
            recommendedShifts: [
              makeShift({
                id: 60,
                position: 'Front Desk',
                locationName: 'Uptown',
                totalMinutes: 240,
              }),
            ],
          }),
        },
      });
      const upcoming = within(
        await screen.findByRole('list', { name: 'Your Upcoming Shifts' }),
      ).getByRole('listitem');
      expect(upcoming).toHaveTextContent('Hygienist - Downtown');
      expect(upcoming).toHaveTextContent('Jan 15, 2031');
      expect(upcoming).toHaveTextContent('9:00 AM');
      expect(upcoming).toHaveTextContent('8h 30m');
      expectLinks(upcoming, { View: '/dashboard/shifts/41' });

      const [requested, declined] = within(
        screen.getByRole('list', { name: 'Your Shift Requests' }),
      ).getAllByRole('listitem');
      expect(requested).toHaveTextContent('Hygienist - Downtown');
      expect(requested).toHaveTextContent('Requested');
      expect(requested).toHaveTextContent('Applied on Jan 2, 2031');
      expectLinks(requested, { Details: '/dashboard/shifts/52' });
      expect(declined).toHaveTextContent('Declined');
      expectLinks(declined, { Details: '/dashboard/shifts/53' });

      const recommended = within(
        screen.getByRole('list', { name: 'Recommended Upcoming Shifts' }),
      ).getByRole('listitem');
      expect(recommended).toHaveTextContent('Front Desk - Uptown');
      expect(recommended).toHaveTextContent('4h 0m');
      expectLinks(recommended, { View: '/dashboard/shifts/60' });
    });

    it('scrolls the lists past 200 px, and the recommended list past half the screen', async () => {
      renderPage(employee, {
        'GET /api/shifts/dashboard': {
          body: makeDashboard({
            yourUpcomingShifts: [makeShift()],
            yourShiftRequests: [makeRequest()],
            recommendedShifts: [makeShift({ id: 60 })],
          }),
        },
      });
      const upcoming = await screen.findByRole('list', { name: 'Your Upcoming Shifts' });
      expect(upcoming).toHaveClass('max-h-[200px]', 'overflow-y-auto');
      expect(screen.getByRole('list', { name: 'Your Shift Requests' })).toHaveClass(
        'max-h-[200px]',
        'overflow-y-auto',
      );
      expect(screen.getByRole('list', { name: 'Recommended Upcoming Shifts' })).toHaveClass(
        'max-h-[50vh]',
        'overflow-y-auto',
      );
    });
  });

  describe('manager view', () => {
    const stats = {
      totalShifts: 24,
      unassignedShifts: 7,
      upcomingShifts: 12,
      requestedShifts: Array.from({ length: 6 }, (_, index) =>
        makeShift({ id: 100 + index, locationName: `Office ${index + 1}` }),
      ),
    };

    it('shows this month’s statistics in 3 columns, without the organizations count', async () => {
      const { calls } = renderPage(manager, {
        'GET /api/shifts/dashboard': { body: makeDashboard({ stats }) },
      });
      expect(await screen.findByRole('heading', { name: 'Total Shifts' })).toBeVisible();
      expect(card('Total Shifts')).toHaveTextContent('24This month');
      expect(card('Unassigned Shifts')).toHaveTextContent('7Need attention');
      expect(card('Upcoming Shifts')).toHaveTextContent('12Scheduled');
      expect(screen.queryByRole('heading', { name: 'Organizations' })).not.toBeInTheDocument();
      expect(card('Total Shifts').parentElement).toHaveAttribute('data-columns', '3');
      expect(card('Total Shifts').parentElement).toHaveClass('sm:grid-cols-3');
      expect(calls.some((call) => call.path.startsWith('/api/organizations'))).toBe(false);
      expect(screen.queryByText('Your Upcoming Shifts')).not.toBeInTheDocument();
    });

    it('lists the first 5 requested shifts with View Details', async () => {
      renderPage(manager, { 'GET /api/shifts/dashboard': { body: makeDashboard({ stats }) } });
      const list = await screen.findByRole('list', { name: 'Shift Requests' });
      const items = within(list).getAllByRole('listitem');
      expect(items).toHaveLength(5);
      expect(items[0]).toHaveTextContent('Bright Smiles Dental (Office 1) - Hygienist');
      expect(items[0]).toHaveTextContent('Jan 15, 2031');
      expect(
        within(items[0] as HTMLElement).getByRole('link', { name: 'View Details' }),
      ).toHaveAttribute('href', '/dashboard/shifts/100');
      expect(list).not.toHaveTextContent('Office 6');
    });

    it('says when no shift is requested', async () => {
      renderPage(manager, {
        'GET /api/shifts/dashboard': {
          body: makeDashboard({ stats: { ...stats, requestedShifts: [] } }),
        },
      });
      expect(await screen.findByText('No shift requests')).toBeVisible();
    });
  });

  describe('admin view', () => {
    it('adds the Organizations card with the organization total, in 4 columns', async () => {
      const { calls } = renderPage(admin, {
        'GET /api/shifts/dashboard': {
          body: makeDashboard({
            stats: { totalShifts: 3, unassignedShifts: 1, upcomingShifts: 2, requestedShifts: [] },
          }),
        },
        'GET /api/organizations': { body: { items: [], total: 31 } },
      });
      expect(await screen.findByRole('heading', { name: 'Organizations' })).toBeVisible();
      expect(await within(card('Organizations')).findByText('31')).toBeVisible();
      expect(card('Organizations')).toHaveTextContent('Active organizations');
      expect(card('Organizations').parentElement).toHaveAttribute('data-columns', '4');
      expect(card('Organizations').parentElement).toHaveClass('lg:grid-cols-4');
      expect(calls.find((call) => call.path.startsWith('/api/organizations'))?.path).toBe(
        '/api/organizations?limit=25&offset=0',
      );
    });
  });
});
