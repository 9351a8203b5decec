import type { Timesheet } from '@chairside/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApiHandlers } from '@/test/api-stub.ts';
import { DEFAULT_NOW } from '@/test/clock.ts';
import { makeShiftRequest } from '@/test/factories/shifts.ts';
import {
  employee,
  makeShift,
  orgManager,
  renderShiftWithRequests,
} from '../testing/render-shift-detail-page.tsx';

// Issue #28 §3: the shift page's timesheet, for the confirmed person and the shift's managers.
const HOUR_MS = 60 * 60_000;
/** A Los Angeles shift that started two days before the tests' clock, 8 hours long. */
const start = new Date(DEFAULT_NOW.getTime() - 48 * HOUR_MS);
const shift = makeShift({
  date: start.toISOString(),
  status: 'Assigned',
  confirmed: 1,
  requests: 0,
});
const confirmed = makeShiftRequest({ status: 'Confirmed' });

function timesheet(overrides: Partial<Timesheet> = {}): Timesheet {
  return {
    shiftId: shift.id,
    userId: employee.id,
    status: 'due',
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 8 * HOUR_MS).toISOString(),
    lunchMinutes: 60,
    workedMinutes: 420,
    submittedAt: null,
    approvedAt: null,
    approvedBy: null,
    correctionReason: null,
    agreedRateCents: 5500,
    amountCents: 38500,
    ...overrides,
  };
}

function renderAs(
  user: typeof employee,
  answer: Timesheet,
  handlers: ApiHandlers = {},
  engagement: 'w2' | '1099' = 'w2',
) {
  return renderShiftWithRequests({
    user,
    shift: { ...shift, engagement, restricted: user === employee },
    requests: [confirmed],
    handlers: { 'GET /api/shifts/41/timesheet': { body: answer }, ...handlers },
  }).calls;
}

describe('the shift page’s timesheet', () => {
  it('shows the person their due timesheet, prefilled, and submits the hours they change', async () => {
    const calls = renderAs(employee, timesheet(), {
      'PUT /api/shifts/41/timesheet': { body: timesheet({ status: 'submitted' }) },
    });
    expect(await screen.findByText('Due')).toBeInTheDocument();
    expect(screen.getByText('$385.00')).toBeInTheDocument();
    const user = userEvent.setup();
    const lunch = screen.getByLabelText('Lunch (minutes)');
    await user.clear(lunch);
    await user.type(lunch, '30');
    await user.click(screen.getByRole('button', { name: 'Submit Timesheet' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const sent = calls.find((call) => call.method === 'PUT')?.body;
    expect(sent).toEqual({
      startTime: timesheet().startTime,
      endTime: timesheet().endTime,
      lunchMinutes: 30,
    });
  });

  it('lets a manager approve a submitted timesheet with a reason, and shows a refusal', async () => {
    const calls = renderAs(orgManager, timesheet({ status: 'submitted' }), {
      'POST /api/shifts/41/timesheet/approve': {
        status: 400,
        body: { message: 'Enter a reason for the correction' },
      },
    });
    expect(await screen.findByText('Waiting for approval')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Approve Timesheet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a reason for the correction');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ reason: null });
  });

  it('shows an approved timesheet without a form, with who approved it and why', async () => {
    renderAs(
      employee,
      timesheet({
        status: 'approved',
        approvedBy: { id: orgManager.id, name: orgManager.name },
        correctionReason: 'Left 15 minutes early',
      }),
    );
    expect(
      await screen.findByText('Approved by Maria Lopez: Left 15 minutes early'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Submit/ })).not.toBeInTheDocument();
  });

  it('offers the invoice of a 1099 shift’s approved timesheet, saved under its number (issue #28 §4)', async () => {
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/invoice');
    URL.revokeObjectURL = vi.fn();
    const keep = (event: MouseEvent) => {
      if (event.target instanceof HTMLAnchorElement && event.target.download) {
        saved.push(event.target.download);
        event.preventDefault();
      }
    };
    document.addEventListener('click', keep, true);
    try {
      const calls = renderAs(
        employee,
        timesheet({ status: 'approved', approvedBy: { id: orgManager.id, name: orgManager.name } }),
        { 'GET /api/shifts/41/invoice.pdf': { body: '%PDF-' } },
        '1099',
      );
      const button = await screen.findByRole('button', { name: 'Download Invoice' });
      await userEvent.setup().click(button);
      await waitFor(() => expect(saved).toEqual([`INV-41-${employee.id}.pdf`]));
      expect(calls.some((call) => call.path === '/api/shifts/41/invoice.pdf')).toBe(true);
    } finally {
      document.removeEventListener('click', keep, true);
    }
  });

  it('offers no invoice for a W-2 shift', async () => {
    renderAs(employee, timesheet({ status: 'approved' }));
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download Invoice' })).not.toBeInTheDocument();
  });

  it('offers no invoice for a 1099 shift before its timesheet is approved', async () => {
    renderAs(orgManager, timesheet({ status: 'submitted' }), {}, '1099');
    expect(await screen.findByText('Waiting for approval')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download Invoice' })).not.toBeInTheDocument();
  });
});
