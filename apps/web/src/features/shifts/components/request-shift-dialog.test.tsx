import type { ShiftDetail, ShiftRequest } from '@chairside/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi, type ApiHandlers } from '@/test/api-stub.ts';
import { makeShiftRequest } from '@/test/factories/shifts.ts';
import {
  chooseTime,
  employee,
  makeShift,
  renderShiftDetailPage,
} from '../testing/render-shift-detail-page.tsx';

/** A Los Angeles shift in summer (PDT, UTC-7): 9:00 AM to 5:00 PM local. */
const summerShift = makeShift({
  date: '2031-07-10T16:00:00.000Z',
  localDate: '2031-07-10',
  restricted: true,
});

async function openRequestDialog({
  shift = summerShift,
  handlers = {},
}: { shift?: ShiftDetail; handlers?: ApiHandlers } = {}) {
  let mine: ShiftRequest[] = [];
  const calls = stubApi({
    [`GET /api/shifts/${shift.id}`]: { body: shift },
    [`GET /api/shifts/${shift.id}/requests`]: () => ({ body: mine }),
    [`GET /api/shifts/${shift.id}/eligibility`]: {
      body: { reasons: [], credentialShortfall: null },
    },
    [`POST /api/shifts/${shift.id}/requests`]: (call) => {
      const body = call.body as Partial<ShiftRequest> | undefined;
      mine = [makeShiftRequest({ employeeId: employee.id, ...body })];
      return { status: 201, body: mine[0] };
    },
    ...handlers,
  });
  renderShiftDetailPage({ user: employee, id: shift.id });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Request Shift' }));
  const dialog = await screen.findByRole('dialog', { name: 'Request Shift' });
  const submit = () => user.click(within(dialog).getByRole('button', { name: 'Request Shift' }));
  const posts = () => calls.filter((call) => call.method === 'POST');
  return { user, dialog, submit, posts };
}

/** A time as the picker's three choices: '2:30 PM' is 2, 30 and PM. */
function clockChoice(time: string): Parameters<typeof chooseTime>[2] {
  const [, hour = '', minute = '', period] = /^(\d+):(\d+) (AM|PM)$/.exec(time) ?? [];
  return { hour, minute, period: period === 'PM' ? 'PM' : 'AM' };
}

/** Ticks 'I can only work part of this shift' and picks the part's start and end. */
async function choosePart(user: UserEvent, dialog: HTMLElement, start: string, end: string) {
  await user.click(within(dialog).getByLabelText('I can only work part of this shift'));
  await chooseTime(user, 'Start time', clockChoice(start));
  await chooseTime(user, 'End time', clockChoice(end));
}

describe('Request Shift dialog', () => {
  it('requests the whole shift, closes, and hides Request Shift afterwards', async () => {
    const { dialog, submit, posts } = await openRequestDialog();
    expect(within(dialog).getByText(/The shift runs 9:00 AM to 5:00 PM PDT/)).toBeVisible();
    await submit();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts()[0]?.body).toEqual({ notes: null });
    expect(await screen.findByText('Shift Requested')).toBeVisible();
    expect(await screen.findByRole('article', { name: 'Sam Park' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Request Shift' })).not.toBeInTheDocument();
  });

  it('proposes a rate in dollars, sent as cents beside the posted pay (issue #28 §2)', async () => {
    const { user, dialog, submit, posts } = await openRequestDialog();
    expect(within(dialog).getByText('Optional. Posted: $52.50/h · W-2 · Net 15')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Propose a rate ($)'), '55');
    await submit();
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toEqual({ notes: null, proposedRateCents: 5500 });
  });

  it('refuses a proposed rate that is not dollars, and sends nothing', async () => {
    const { user, dialog, submit, posts } = await openRequestDialog();
    await user.type(within(dialog).getByLabelText('Propose a rate ($)'), '55.555');
    await submit();
    expect(
      await within(dialog).findByText('Enter the rate in dollars, such as 52.50'),
    ).toBeVisible();
    expect(posts()).toHaveLength(0);
  });

  it('asks for start and end times once part of the shift is chosen', async () => {
    const { user, dialog, submit, posts } = await openRequestDialog();
    expect(within(dialog).queryByRole('group', { name: 'Start time' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('I can only work part of this shift'));
    expect(within(dialog).getByRole('group', { name: 'Start time' })).toBeVisible();
    expect(within(dialog).getByRole('group', { name: 'End time' })).toBeVisible();
    await submit();
    expect(await within(dialog).findByText('Start time is required')).toBeVisible();
    expect(within(dialog).getByText('End time is required')).toBeVisible();
    expect(posts()).toEqual([]);
  });

  it('refuses an end time that is not after the start time', async () => {
    const { user, dialog, submit, posts } = await openRequestDialog();
    await choosePart(user, dialog, '2:00 PM', '10:00 AM');
    await submit();
    expect(await within(dialog).findByText('End time must be after start time')).toBeVisible();
    expect(posts()).toEqual([]);
  });

  it('sends part-shift times as instants on the shift’s date in Los Angeles time', async () => {
    const { user, dialog, submit, posts } = await openRequestDialog();
    await choosePart(user, dialog, '10:00 AM', '2:30 PM');
    await user.type(within(dialog).getByLabelText('Notes'), 'School pickup at 3');
    await submit();
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toEqual({
      startTime: '2031-07-10T17:00:00.000Z',
      endTime: '2031-07-10T21:30:00.000Z',
      notes: 'School pickup at 3',
    });
  });

  it('reads part-shift times in standard time in winter', async () => {
    const { user, dialog, submit, posts } = await openRequestDialog({
      shift: makeShift({ restricted: true }),
    });
    await choosePart(user, dialog, '9:00 AM', '12:00 PM');
    await submit();
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toEqual({
      startTime: '2031-01-15T17:00:00.000Z',
      endTime: '2031-01-15T20:00:00.000Z',
      notes: null,
    });
  });

  it('keeps notes to 500 characters', async () => {
    const { user, dialog, submit, posts } = await openRequestDialog();
    await user.click(within(dialog).getByLabelText('Notes'));
    await user.paste('x'.repeat(501));
    await submit();
    expect(await within(dialog).findByText('Notes must be 500 characters or less')).toBeVisible();
    expect(posts()).toEqual([]);
  });

  it('shows a server refusal inside the dialog', async () => {
    const { dialog, submit } = await openRequestDialog({
      handlers: {
        'POST /api/shifts/41/requests': {
          status: 409,
          body: { message: 'This shift has already been filled' },
        },
      },
    });
    await submit();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This shift has already been filled',
    );
    expect(screen.getByRole('dialog', { name: 'Request Shift' })).toBeVisible();
  });

  describe('on a specialty shift', () => {
    const specialtyShift = makeShift({
      position: 'Dental Assistant-Specialty',
      specialty: 'Orthodontics',
      restricted: true,
    });

    it('asks about experience and requires an answer', async () => {
      const { dialog, submit, posts } = await openRequestDialog({ shift: specialtyShift });
      const question = within(dialog).getByRole('radiogroup', {
        name: 'Do you have Orthodontics experience?',
      });
      expect(
        within(question)
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('value')),
      ).toEqual(['yes', 'no']);
      await submit();
      expect(
        await within(dialog).findByText('Please answer the experience question'),
      ).toBeVisible();
      expect(posts()).toEqual([]);
    });

    it('blocks the request when the answer is No', async () => {
      const { user, dialog, posts } = await openRequestDialog({ shift: specialtyShift });
      await user.click(within(dialog).getByRole('radio', { name: 'No' }));
      expect(
        await within(dialog).findByText(
          'You cannot request this shift without the required experience',
        ),
      ).toBeVisible();
      const submitButton = within(dialog).getByRole('button', { name: 'Request Shift' });
      expect(submitButton).toBeDisabled();
      await user.click(submitButton);
      expect(posts()).toEqual([]);
    });

    it('sends the request when the answer is Yes', async () => {
      const { user, dialog, submit, posts } = await openRequestDialog({ shift: specialtyShift });
      await user.click(within(dialog).getByRole('radio', { name: 'No' }));
      await user.click(within(dialog).getByRole('radio', { name: 'Yes' }));
      expect(
        within(dialog).queryByText('You cannot request this shift without the required experience'),
      ).not.toBeInTheDocument();
      await submit();
      await waitFor(() => expect(posts()).toHaveLength(1));
    });

    it('names the position when the shift has no specialty', async () => {
      const { dialog } = await openRequestDialog({
        shift: makeShift({ position: 'Dental Assistant-Specialty', restricted: true }),
      });
      expect(
        within(dialog).getByRole('radiogroup', {
          name: 'Do you have Dental Assistant-Specialty experience?',
        }),
      ).toBeVisible();
    });

    it('is not asked on a general shift', async () => {
      const { dialog } = await openRequestDialog();
      expect(within(dialog).queryByRole('radiogroup')).not.toBeInTheDocument();
    });
  });
});
