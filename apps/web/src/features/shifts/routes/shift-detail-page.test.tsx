import type { Me, ShiftDetail, ShiftEligibility, ShiftRequest } from '@chairside/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queriesOf, type StubbedCall, type ApiHandlers } from '@/test/api-stub.ts';
import { makeAssignableUser, makeShiftRequest } from '@/test/factories/shifts.ts';
import { makeMe } from '@/test/factories/users.ts';
import {
  employee,
  findRequestCard,
  makeShift,
  orgManager,
  renderShiftWithRequests,
} from '../testing/render-shift-detail-page.tsx';
import { roleTexts } from '@/test/role-texts.ts';

function renderPage({
  user = orgManager,
  shift = makeShift(),
  requests = [],
  handlers = {},
}: { user?: Me; shift?: ShiftDetail; requests?: ShiftRequest[]; handlers?: ApiHandlers } = {}) {
  return renderShiftWithRequests({ user, shift, requests, handlers });
}

/** The server's answer to 'may I work shift 41?': `reasons`, each in the person's words. */
function eligibility(
  reasons: ShiftEligibility['reasons'],
  credentialShortfall: string | null = null,
): ApiHandlers {
  return { 'GET /api/shifts/41/eligibility': { body: { reasons, credentialShortfall } } };
}

const jobTitleMisfit = {
  rule: 'job-title',
  message: 'Your job title, Front Desk, cannot work a Hygienist shift',
} as const;

function count(calls: StubbedCall[], method: string, path: string) {
  return calls.filter((call) => call.method === method && call.path === path).length;
}

/** Opens the alert dialog of `action`, confirms with `confirm`, and finds `message` inside it. */
async function expectRefusalInAlertDialog(action: string, confirm: string, message: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: action }));
  const dialog = await screen.findByRole('alertdialog', { name: action });
  await user.click(within(dialog).getByRole('button', { name: confirm }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
}

function detail(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

/** A location manager of organization 3 who manages only the given location. */
function locationManagerOf(locationId: number): Me {
  return makeMe({
    id: 60,
    position: 'location_manager',
    organizationId: 3,
    locationIds: [locationId],
  });
}

describe('shift detail page', () => {
  it('shows the shift with its real status, and the end with the timezone label', async () => {
    renderPage({ shift: makeShift({ status: 'Unassigned', requests: 0 }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shift Details' })).toBeVisible();
    expect(detail('Location')).toHaveTextContent('Downtown (BSD-001)');
    expect(detail('Organization')).toHaveTextContent('Bright Smiles Dental');
    expect(detail('Status')).toHaveTextContent('Unassigned');
    expect(detail('Position')).toHaveTextContent('Hygienist');
    expect(screen.queryByText('Specialty', { selector: 'dt' })).not.toBeInTheDocument();
    expect(detail('Date')).toHaveTextContent('Wednesday, January 15, 2031');
    expect(detail('Start')).toHaveTextContent('9:00 AM PST');
    expect(detail('End')).toHaveTextContent('5:00 PM PST');
    expect(detail('Lunch')).toHaveTextContent('1 Hour');
    expect(screen.getByText('No notes')).toBeVisible();
    expect(screen.getByText('No internal notes')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Requests' })).toBeVisible();
    expect(await screen.findByText('No requests currently exist')).toBeVisible();
  });

  it('ends a night shift across spring-forward at its wall-clock end: 10:00 PM plus 8h is 6:00 AM', async () => {
    // 22:00 PST on 8 March 2031; Los Angeles skips 2:00 to 3:00 AM that night.
    renderPage({ shift: makeShift({ date: '2031-03-09T06:00:00.000Z', totalMinutes: 480 }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shift Details' })).toBeVisible();
    expect(detail('Start')).toHaveTextContent('10:00 PM PST');
    expect(detail('End')).toHaveTextContent('6:00 AM PDT');
  });

  it('shows the specialty, the notes and the internal notes when there are some', async () => {
    renderPage({
      shift: makeShift({
        position: 'Dental Assistant-Specialty',
        specialty: 'Orthodontics',
        status: 'Assigned',
        lunchMinutes: 90,
        notes: 'Bring loupes.',
        internalNotes: 'Backup for Dr. Kim.',
      }),
    });
    expect(await screen.findByText('Bring loupes.')).toBeVisible();
    expect(detail('Specialty')).toHaveTextContent('Orthodontics');
    expect(detail('Status')).toHaveTextContent('Assigned');
    expect(detail('Lunch')).toHaveTextContent('1.5 Hours');
    expect(screen.getByText('Backup for Dr. Kim.')).toBeVisible();
  });

  it('links Back to the calendar on the shift’s own date', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Shift Details' });
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/dashboard/shifts?date=2031-01-15',
    );
  });

  it('gives an employee the restricted view: My Request, no internal notes, no delete or assign', async () => {
    renderPage({ user: employee, shift: makeShift({ restricted: true }) });
    expect(await screen.findByRole('heading', { name: 'My Request' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Requests' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Internal Notes' })).not.toBeInTheDocument();
    expect(screen.queryByText('No internal notes')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Request Shift' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete Shift' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign to User' })).not.toBeInTheDocument();
  });

  it('restricts a location manager on a location they do not manage', async () => {
    renderPage({ user: locationManagerOf(12), shift: makeShift({ restricted: true }) });
    expect(await screen.findByRole('heading', { name: 'My Request' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete Shift' })).not.toBeInTheDocument();
  });

  it('lets a location manager manage a shift at their own location', async () => {
    renderPage({ user: locationManagerOf(11) });
    expect(await screen.findByRole('button', { name: 'Delete Shift' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Assign to User' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Requests' })).toBeVisible();
    expect(screen.getByText('No internal notes')).toBeVisible();
  });

  it('offers Delete Shift and Assign to User only while the shift is unconfirmed', async () => {
    renderPage({ shift: makeShift({ confirmed: 1, status: 'Assigned' }) });
    await screen.findByRole('heading', { name: 'Requests' });
    expect(screen.queryByRole('button', { name: 'Delete Shift' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign to User' })).not.toBeInTheDocument();
  });

  it('offers no Assign to User once the shift has started (the server answers 409), and still Delete Shift', async () => {
    renderPage({ shift: makeShift({ date: '2020-01-15T17:00:00.000Z' }) });
    expect(await screen.findByRole('button', { name: 'Delete Shift' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Assign to User' })).not.toBeInTheDocument();
  });

  it('hides Request Shift once the user has a request', async () => {
    renderPage({ user: employee, requests: [makeShiftRequest({ employeeId: employee.id })] });
    await findRequestCard('Sam Park');
    expect(screen.queryByRole('button', { name: 'Request Shift' })).not.toBeInTheDocument();
  });

  it('never offers Request Shift to an admin', async () => {
    renderPage({ user: makeMe({ position: 'admin', organizationId: null }) });
    expect(await screen.findByRole('button', { name: 'Delete Shift' })).toBeVisible();
    await screen.findByText('No requests currently exist');
    expect(screen.queryByRole('button', { name: 'Request Shift' })).not.toBeInTheDocument();
  });

  it('says why a professional cannot request a filled shift, in place of Request Shift (issue #24 §1)', async () => {
    renderPage({
      user: employee,
      shift: makeShift({ restricted: true, confirmed: 1, status: 'Assigned' }),
      handlers: eligibility([{ rule: 'filled', message: 'This shift has already been filled' }]),
    });
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('You cannot request this shift');
    expect(note).toHaveTextContent('This shift has already been filled');
    expect(screen.queryByRole('button', { name: 'Request Shift' })).not.toBeInTheDocument();
  });

  it('lists every reason the server gives: a started shift and a job title that does not fit', async () => {
    renderPage({
      user: employee,
      shift: makeShift({ restricted: true }),
      handlers: eligibility([
        { rule: 'started', message: 'This shift has already started' },
        jobTitleMisfit,
      ]),
    });
    const reasons = within(await screen.findByRole('note')).getAllByRole('listitem');
    expect(reasons.map((reason) => reason.textContent)).toEqual([
      'This shift has already started',
      'Your job title, Front Desk, cannot work a Hygienist shift',
    ]);
    expect(screen.queryByRole('button', { name: 'Request Shift' })).not.toBeInTheDocument();
  });

  it('tells a professional every credential the shift needs that they lack, with the way to add them (issue #27 §3)', async () => {
    renderPage({
      user: employee,
      shift: makeShift({ restricted: true }),
      handlers: eligibility(
        [
          {
            rule: 'credentials',
            message:
              'Your Dental Hygiene License for CA expires on Oct 31, 2026, before this shift',
          },
        ],
        'To work this shift you need a Dental Hygiene License for CA valid on Nov 1, 2026 and a current CPR/BLS Certification',
      ),
    });
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(
      'Your Dental Hygiene License for CA expires on Oct 31, 2026, before this shift',
    );
    expect(note).toHaveTextContent(
      'To work this shift you need a Dental Hygiene License for CA valid on Nov 1, 2026 and a current CPR/BLS Certification.',
    );
    expect(
      within(note).getByRole('link', { name: 'Add or update your credentials in Settings' }),
    ).toHaveAttribute('href', '/dashboard/settings');
    expect(screen.queryByRole('button', { name: 'Request Shift' })).not.toBeInTheDocument();
  });

  it('gives a manager no note, only no Request Shift, when they may not work the shift', async () => {
    renderPage({
      handlers: eligibility([jobTitleMisfit]),
    });
    expect(await screen.findByRole('button', { name: 'Delete Shift' })).toBeVisible();
    await screen.findByText('No requests currently exist');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request Shift' })).not.toBeInTheDocument();
  });

  it('never asks the server why for an admin, who requests no shift', async () => {
    const { calls } = renderPage({ user: makeMe({ position: 'admin', organizationId: null }) });
    await screen.findByText('No requests currently exist');
    expect(count(calls, 'GET', '/api/shifts/41/eligibility')).toBe(0);
  });

  it('lets a manager request a shift of a location they do not manage, when they have no request of their own', async () => {
    const elsewhere = makeMe({
      id: 51,
      position: 'location_manager',
      organizationId: 3,
      locationIds: [12],
    });
    renderPage({ user: elsewhere, shift: makeShift({ restricted: true }), requests: [] });
    expect(await screen.findByRole('button', { name: 'Request Shift' })).toBeVisible();
  });

  it('says when the shift does not exist, with a way back', async () => {
    renderPage({
      shift: makeShift({ id: 77 }),
      handlers: { 'GET /api/shifts/77': { status: 404, body: { message: 'Shift not found' } } },
    });
    expect(await screen.findByRole('heading', { name: 'Shift not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Shifts' })).toHaveAttribute(
      'href',
      '/dashboard/shifts',
    );
  });

  it('shows another failure as its message', async () => {
    renderPage({
      handlers: { 'GET /api/shifts/41': { status: 500, body: { message: 'Database is down' } } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is down');
  });

  describe('requests', () => {
    it('shows each request’s name, coloured status, applied date, part-shift times and notes', async () => {
      renderPage({
        requests: [
          makeShiftRequest({
            id: 1,
            employeeName: 'Ana Ruiz',
            startTime: '2031-01-15T18:00:00.000Z',
            endTime: '2031-01-15T22:30:00.000Z',
            notes: 'Need to leave by 3.',
          }),
          makeShiftRequest({ id: 2, employeeId: 22, employeeName: 'Ben Ode', status: 'Offered' }),
          makeShiftRequest({ id: 3, employeeId: 23, employeeName: 'Cy Moss', status: 'Confirmed' }),
          makeShiftRequest({ id: 4, employeeId: 24, employeeName: 'Di Park', declined: true }),
        ],
      });
      const ana = await findRequestCard('Ana Ruiz');
      expect(ana).toHaveTextContent('Applied on Jan 2, 2031');
      expect(ana).toHaveTextContent('10:00 AM to 2:30 PM PST');
      expect(ana).toHaveTextContent('Need to leave by 3.');
      expect(within(ana).getByText('Requested')).toHaveAttribute('data-tone', 'pending');
      expect(within(ana).getByText('Requested').className).toMatch(/amber/);
      const offered = within(await findRequestCard('Ben Ode')).getByText('Offered');
      expect(offered.className).toMatch(/blue/);
      const confirmed = within(await findRequestCard('Cy Moss')).getByText('Confirmed');
      expect(confirmed.className).toMatch(/green/);
      const declined = within(await findRequestCard('Di Park')).getByText('Declined');
      expect(declined.className).toMatch(/red/);
    });

    it('shows the manager’s notes of an assignment as Manager’s notes, beside the person’s own', async () => {
      renderPage({
        requests: [
          makeShiftRequest({
            id: 5,
            employeeName: 'Ana Ruiz',
            status: 'Confirmed',
            notes: 'I know this office well.',
            managerNotes: 'Covering for Ben.',
          }),
          makeShiftRequest({
            id: 6,
            employeeId: 22,
            employeeName: 'Ben Ode',
            notes: 'Mornings only.',
          }),
        ],
      });
      const ana = await findRequestCard('Ana Ruiz');
      expect(ana).toHaveTextContent('I know this office well.');
      expect(ana).toHaveTextContent("Manager's notes: Covering for Ben.");
      expect(await findRequestCard('Ben Ode')).not.toHaveTextContent('Manager');
    });

    it('gives a manager Offer Shift and Decline on Requested, nothing on Offered, Confirmed or declined', async () => {
      renderPage({
        requests: [
          makeShiftRequest({ id: 1, employeeName: 'Ana Ruiz' }),
          makeShiftRequest({ id: 2, employeeId: 22, employeeName: 'Ben Ode', status: 'Offered' }),
          makeShiftRequest({ id: 3, employeeId: 23, employeeName: 'Cy Moss', status: 'Confirmed' }),
          makeShiftRequest({ id: 4, employeeId: 24, employeeName: 'Di Park', declined: true }),
        ],
      });
      const buttonsOf = async (name: string) =>
        within(await findRequestCard(name))
          .queryAllByRole('button')
          .map((button) => button.textContent);
      expect(await buttonsOf('Ana Ruiz')).toEqual(['Offer Shift', 'Decline']);
      expect(await buttonsOf('Ben Ode')).toEqual([]);
      expect(await buttonsOf('Cy Moss')).toEqual([]);
      expect(await buttonsOf('Di Park')).toEqual([]);
    });

    it('says why a person may not work the shift on their request, with no Offer Shift (issue #24 §1)', async () => {
      const booked = {
        ...makeShiftRequest({ id: 1, employeeName: 'Ana Ruiz' }),
        notEligible: [
          { rule: 'booked', message: 'This person is already confirmed for a shift at that time' },
        ],
      };
      renderPage({ requests: [booked] });
      const card = await findRequestCard('Ana Ruiz');
      expect(card).toHaveTextContent('This person is already confirmed for a shift at that time');
      expect(roleTexts(card, 'button')).toEqual(['Decline']);
    });

    it('gives the employee no Accept Offer when they may not work the shift, only why and Decline Offer', async () => {
      const offer = {
        ...makeShiftRequest({ employeeId: employee.id, status: 'Offered' }),
        notEligible: [
          { rule: 'booked', message: 'You are already confirmed for a shift at that time' },
        ],
      };
      renderPage({ user: employee, shift: makeShift({ restricted: true }), requests: [offer] });
      const card = await findRequestCard('Sam Park');
      expect(card).toHaveTextContent('You are already confirmed for a shift at that time');
      expect(roleTexts(card, 'button')).toEqual(['Decline Offer']);
    });

    it('gives the employee Accept Offer and Decline Offer only on their own offered request', async () => {
      renderPage({
        user: employee,
        shift: makeShift({ restricted: true }),
        requests: [makeShiftRequest({ employeeId: employee.id, status: 'Offered' })],
      });
      const card = await findRequestCard('Sam Park');
      expect(roleTexts(card, 'button')).toEqual(['Accept Offer', 'Decline Offer']);
    });

    it('gives the employee no buttons on their own Requested or Confirmed request', async () => {
      renderPage({
        user: employee,
        shift: makeShift({ restricted: true }),
        requests: [makeShiftRequest({ employeeId: employee.id, status: 'Confirmed' })],
      });
      const card = await findRequestCard('Sam Park');
      expect(within(card).queryAllByRole('button')).toEqual([]);
    });

    it('sends an offer at the rate the manager types, then refreshes the requests and the shift', async () => {
      const user = userEvent.setup();
      let offered = false;
      const { calls } = renderPage({
        handlers: {
          'GET /api/shifts/41/requests': () => ({
            body: [
              makeShiftRequest({
                status: offered ? 'Offered' : 'Requested',
                proposedRateCents: 5500,
                offeredRateCents: offered ? 5500 : null,
              }),
            ],
          }),
          'PATCH /api/shifts/41/requests/90/offer': () => {
            offered = true;
            return { body: makeShiftRequest({ status: 'Offered', offeredRateCents: 5500 }) };
          },
        },
      });
      // Issue #28 §2: the proposed rate beside the posted one, and the offer dialog's rate.
      const card = await findRequestCard('Sam Park');
      expect(card).toHaveTextContent('Proposed rate $55.00/h · posted $52.50/h');
      await user.click(within(card).getByRole('button', { name: 'Offer Shift' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Offer Shift' });
      const rate = within(dialog).getByLabelText('Offered rate ($)');
      expect(rate).toHaveValue('52.50');
      await user.clear(rate);
      await user.type(rate, '55');
      await user.click(within(dialog).getByRole('button', { name: 'Offer Shift' }));
      expect(await screen.findByText('Offer Sent')).toBeVisible();
      expect(
        calls.find((call) => call.method === 'PATCH' && call.path.endsWith('/offer'))?.body,
      ).toEqual({ rateCents: 5500 });
      expect(await findRequestCard('Sam Park')).toHaveTextContent(
        'Offered rate $55.00/h · posted $52.50/h',
      );
      expect(within(await findRequestCard('Sam Park')).getByText('Offered')).toBeVisible();
      expect(count(calls, 'GET', '/api/shifts/41/requests')).toBe(2);
      expect(count(calls, 'GET', '/api/shifts/41')).toBe(2);
      expect(within(await findRequestCard('Sam Park')).queryAllByRole('button')).toEqual([]);
    });

    it.each([
      {
        title: 'declines a request with a Request Declined toast',
        page: {},
        request: makeShiftRequest(),
        action: 'decline',
        answer: makeShiftRequest({ declined: true }),
        button: 'Decline',
        toast: 'Request Declined',
        refetched: false,
      },
      {
        title: 'confirms the employee’s offer with a Shift Confirmed toast',
        page: { user: employee, shift: makeShift({ restricted: true }) },
        request: makeShiftRequest({ status: 'Offered' }),
        action: 'confirm',
        answer: makeShiftRequest({ status: 'Confirmed' }),
        button: 'Accept Offer',
        toast: 'Shift Confirmed',
        refetched: true,
      },
      {
        title: 'declines the employee’s offer with an Offer Declined toast',
        page: { user: employee, shift: makeShift({ restricted: true }) },
        request: makeShiftRequest({ status: 'Offered' }),
        action: 'decline',
        answer: makeShiftRequest({ status: 'Offered', declined: true }),
        button: 'Decline Offer',
        toast: 'Offer Declined',
        refetched: false,
      },
    ])('$title', async ({ page, request, action, answer, button, toast, refetched }) => {
      const user = userEvent.setup();
      const path = `/api/shifts/41/requests/90/${action}`;
      const { calls } = renderPage({
        ...page,
        requests: [request],
        handlers: { [`PATCH ${path}`]: { body: answer } },
      });
      await user.click(
        within(await findRequestCard('Sam Park')).getByRole('button', { name: button }),
      );
      expect(await screen.findByText(toast)).toBeVisible();
      expect(count(calls, 'PATCH', path)).toBe(1);
      if (refetched) expect(count(calls, 'GET', '/api/shifts/41/requests')).toBe(2);
    });

    it('shows a refusal as an Error toast with the server message', async () => {
      const user = userEvent.setup();
      renderPage({
        user: employee,
        shift: makeShift({ restricted: true }),
        requests: [makeShiftRequest({ status: 'Offered' })],
        handlers: {
          'PATCH /api/shifts/41/requests/90/confirm': {
            status: 409,
            body: { message: 'This person is already confirmed for a shift at that time' },
          },
        },
      });
      await user.click(
        within(await findRequestCard('Sam Park')).getByRole('button', { name: 'Accept Offer' }),
      );
      expect(await screen.findByText('Error')).toBeVisible();
      expect(
        screen.getByText('This person is already confirmed for a shift at that time'),
      ).toBeVisible();
    });
  });

  describe('Delete Shift', () => {
    it('asks for confirmation, and Cancel keeps the shift', async () => {
      const user = userEvent.setup();
      const { calls } = renderPage();
      await user.click(await screen.findByRole('button', { name: 'Delete Shift' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete Shift' });
      expect(dialog).toHaveTextContent(
        'This action cannot be undone. The shift will be permanently removed.',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(count(calls, 'DELETE', '/api/shifts/41')).toBe(0);
    });

    it('deletes the shift and returns to the shifts calendar with a toast', async () => {
      const user = userEvent.setup();
      const { calls, router } = renderPage({
        handlers: { 'DELETE /api/shifts/41': { status: 204 } },
      });
      await user.click(await screen.findByRole('button', { name: 'Delete Shift' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete Shift' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByRole('heading', { name: 'Shifts calendar' })).toBeVisible();
      expect(router.state.location.pathname).toBe('/dashboard/shifts');
      expect(router.state.location.search).toBe('?date=2031-01-15');
      expect(await screen.findByText('Shift Deleted')).toBeVisible();
      expect(count(calls, 'DELETE', '/api/shifts/41')).toBe(1);
      // The page that left does not ask again for the shift that is gone.
      expect(count(calls, 'GET', '/api/shifts/41')).toBe(1);
    });

    it('shows a refusal inside the dialog', async () => {
      renderPage({
        handlers: {
          'DELETE /api/shifts/41': {
            status: 409,
            body: { message: 'A confirmed shift cannot be deleted' },
          },
        },
      });
      await expectRefusalInAlertDialog(
        'Delete Shift',
        'Delete',
        'A confirmed shift cannot be deleted',
      );
    });
  });

  describe('Assign Shift to User', () => {
    // Issue #27 §3: an independent's credential state for the shift is a mark of its own.
    const sam = makeAssignableUser({ credentialChip: 'verified' });
    const ben = makeAssignableUser({
      id: 22,
      name: 'Ben Ode',
      email: 'ben@example.com',
      jobTitle: 'Front Desk',
      fits: false,
      requestedThisShift: true,
    });
    const ida = makeAssignableUser({
      id: 23,
      name: 'Ida Lund',
      email: 'ida@example.com',
      bookedAtThatTime: true,
      notAssignable: [
        { rule: 'booked', message: 'This person is already confirmed for a shift at that time' },
      ],
    });
    const fran = makeAssignableUser({
      id: 24,
      name: 'Fran Desk',
      email: 'fran@example.com',
      jobTitle: 'Front Desk',
      fits: false,
      notAssignable: [
        {
          rule: 'job-title',
          message: "Fran Desk's job title, Front Desk, cannot work a Hygienist shift",
        },
      ],
    });
    const ASSIGNABLE = 'GET /api/shifts/41/assignable-users';

    async function openAssign(handlers: ApiHandlers = {}) {
      const user = userEvent.setup();
      const view = renderPage({
        handlers: { [ASSIGNABLE]: { body: [sam, ben, ida, fran] }, ...handlers },
      });
      await user.click(await screen.findByRole('button', { name: 'Assign to User' }));
      const dialog = await screen.findByRole('dialog', { name: 'Assign Shift to User' });
      return { ...view, user, dialog };
    }

    it('lists whom the server offers for the shift, in its order, each with their marks', async () => {
      const { user, dialog, calls } = await openAssign();
      await user.click(within(dialog).getByRole('combobox', { name: 'User' }));
      const listbox = await screen.findByRole('listbox');
      expect(queriesOf(calls, '/api/shifts/41/assignable-users')).toEqual([{}]);
      const options = within(listbox).getAllByRole('option');
      const expected = [
        ['Sam Park (Hygienist)', 'sam@example.com, Fits this shift, Credentials: Verified'],
        ['Ben Ode (Front Desk)', 'ben@example.com, Requested this shift'],
        ['Ida Lund (Hygienist)', 'ida@example.com, Fits this shift, Booked at that time'],
        [
          'Fran Desk (Front Desk)',
          "fran@example.com, Fran Desk's job title, Front Desk, cannot work a Hygienist shift",
        ],
      ];
      expect(options).toHaveLength(expected.length);
      expected.forEach(([name, description], index) => {
        expect(options[index]).toHaveAccessibleName(name);
        expect(options[index]).toHaveAccessibleDescription(description);
      });
      // The server refuses someone booked at that time: shown, not chosen.
      expect(options[2]).toHaveAttribute('aria-disabled', 'true');
      // Issue #24 §1: so is anyone else the server would refuse, with its reason.
      expect(options[3]).toHaveAttribute('aria-disabled', 'true');
      await user.click(options[2]);
      expect(within(dialog).getByRole('combobox', { name: 'User' })).toHaveTextContent(
        'Select a user',
      );
    });

    it('asks the server with the typed search once typing pauses', async () => {
      const { user, dialog, calls } = await openAssign({
        [ASSIGNABLE]: (call) => ({
          body: call.path.includes('search=')
            ? [makeAssignableUser({ id: 31, name: 'Zoe Quill', email: 'zq@example.com' })]
            : [sam, ben],
        }),
      });
      await user.click(within(dialog).getByRole('combobox', { name: 'User' }));
      await user.keyboard('zq@ex');
      const zoe = await screen.findByRole('option', { name: 'Zoe Quill (Hygienist)' });
      expect(queriesOf(calls, '/api/shifts/41/assignable-users')).toEqual([
        {},
        { search: 'zq@ex' },
      ]);
      await user.click(zoe);
      expect(within(dialog).getByRole('combobox', { name: 'User' })).toHaveTextContent(
        'Zoe Quill (Hygienist)',
      );
    });

    it('requires a user and keeps notes to 500 characters', async () => {
      const { user, dialog, calls } = await openAssign();
      await user.click(within(dialog).getByLabelText('Notes'));
      await user.paste('x'.repeat(501));
      await user.click(within(dialog).getByRole('button', { name: 'Assign Shift' }));
      expect(await within(dialog).findByText('Please select a user')).toBeVisible();
      expect(within(dialog).getByText('Notes must be 500 characters or less')).toBeVisible();
      expect(calls.some((call) => call.path.endsWith('/assign-user'))).toBe(false);
    });

    it('assigns, closes the dialog, and refreshes the requests and the shift', async () => {
      let assigned = false;
      const confirmed = makeShiftRequest({
        id: 95,
        employeeId: 22,
        employeeName: 'Ben Ode',
        status: 'Confirmed',
      });
      const { user, dialog, calls } = await openAssign({
        'POST /api/shifts/41/requests/assign-user': () => {
          assigned = true;
          return { body: confirmed };
        },
        'GET /api/shifts/41/requests': () => ({ body: assigned ? [confirmed] : [] }),
        'GET /api/shifts/41': () => ({
          body: makeShift(assigned ? { confirmed: 1, status: 'Assigned' } : {}),
        }),
      });
      await user.click(within(dialog).getByRole('combobox', { name: 'User' }));
      await user.click(await screen.findByRole('option', { name: 'Ben Ode (Front Desk)' }));
      await user.type(within(dialog).getByLabelText('Notes'), 'Covering for Ana');
      await user.click(within(dialog).getByRole('button', { name: 'Assign Shift' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await screen.findByText('Shift Assigned')).toBeVisible();
      expect(calls.find((call) => call.path.endsWith('/assign-user'))?.body).toEqual({
        userId: 22,
        notes: 'Covering for Ana',
        mode: 'confirm',
      });
      expect(within(await findRequestCard('Ben Ode')).getByText('Confirmed')).toBeVisible();
      expect(detail('Status')).toHaveTextContent('Assigned');
      expect(count(calls, 'GET', '/api/shifts/41/requests')).toBe(2);
      expect(count(calls, 'GET', '/api/shifts/41')).toBe(2);
      // Confirmed now: no more deleting or assigning.
      expect(screen.queryByRole('button', { name: 'Assign to User' })).not.toBeInTheDocument();
    });

    it('shows a refusal inside the dialog', async () => {
      const { user, dialog } = await openAssign({
        'POST /api/shifts/41/requests/assign-user': {
          status: 400,
          body: { message: 'Select an active user of this organization' },
        },
      });
      await user.click(within(dialog).getByRole('combobox', { name: 'User' }));
      await user.click(await screen.findByRole('option', { name: 'Sam Park (Hygienist)' }));
      await user.click(within(dialog).getByRole('button', { name: 'Assign Shift' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Select an active user of this organization',
      );
      expect(screen.getByRole('dialog', { name: 'Assign Shift to User' })).toBeVisible();
    });
  });
});

/**
 * 8:00 AM to 4:30 PM PST on Jan 15, 2031 at Downtown (Los Angeles), Assigned: confirmed for
 * 10:00 AM to 2:30 PM only.
 */
const partlyCovered = makeShift({
  date: '2031-01-15T16:00:00.000Z',
  totalMinutes: 510,
  status: 'Assigned',
  requests: 0,
  confirmed: 1,
  confirmedStartTime: '2031-01-15T18:00:00.000Z',
  confirmedEndTime: '2031-01-15T22:30:00.000Z',
});

describe('shift detail page: a part-shift confirmation (issue #13 item 2)', () => {
  it('shows the covered window and the open hours beside Assigned', async () => {
    renderPage({ shift: partlyCovered });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shift Details' })).toBeVisible();
    expect(detail('Status')).toHaveTextContent('AssignedPartly covered');
    expect(detail('Coverage')).toHaveTextContent(
      'Covered 10:00 AM to 2:30 PM; 8:00 to 10:00 AM and 2:30 to 4:30 PM open',
    );
  });

  it('says only Assigned for a confirmation of the whole shift', async () => {
    renderPage({ shift: makeShift({ status: 'Assigned', requests: 0, confirmed: 1 }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shift Details' })).toBeVisible();
    expect(detail('Status')).toHaveTextContent(/^Assigned$/);
    expect(screen.queryByText('Coverage', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post Uncovered Hours' })).not.toBeInTheDocument();
  });

  it('lets a manager post the uncovered hours in one call after confirming them', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage({
      shift: partlyCovered,
      handlers: { 'POST /api/shifts/41/uncovered-hours': { status: 201, body: [] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Post Uncovered Hours' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Post Uncovered Hours' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['8:00 to 10:00 AM', '2:30 to 4:30 PM']);
    await user.click(within(dialog).getByRole('button', { name: 'Post Open Shifts' }));
    expect(await screen.findByText('Uncovered Hours Posted')).toBeVisible();
    expect(count(calls, 'POST', '/api/shifts/41/uncovered-hours')).toBe(1);
  });

  it('shows a refusal to post inside the dialog', async () => {
    renderPage({
      shift: partlyCovered,
      handlers: {
        'POST /api/shifts/41/uncovered-hours': {
          status: 409,
          body: { message: 'The uncovered hours of this shift are already posted as open shifts' },
        },
      },
    });
    await expectRefusalInAlertDialog(
      'Post Uncovered Hours',
      'Post Open Shifts',
      'The uncovered hours of this shift are already posted as open shifts',
    );
  });

  it('shows the result once posted: each stretch links to its open shift, and no button (issue #26 §4)', async () => {
    renderPage({
      shift: {
        ...partlyCovered,
        uncoveredShifts: [
          { id: 51, start: '2031-01-15T16:00:00.000Z', end: '2031-01-15T18:00:00.000Z' },
          { id: 52, start: '2031-01-15T22:30:00.000Z', end: '2031-01-16T00:30:00.000Z' },
        ],
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shift Details' })).toBeVisible();
    expect(detail('Coverage')).toHaveTextContent(
      'Covered 10:00 AM to 2:30 PM; 8:00 to 10:00 AM and 2:30 to 4:30 PM posted as open shifts',
    );
    expect(screen.getByRole('link', { name: '8:00 to 10:00 AM' })).toHaveAttribute(
      'href',
      '/dashboard/shifts/51',
    );
    expect(screen.getByRole('link', { name: '2:30 to 4:30 PM' })).toHaveAttribute(
      'href',
      '/dashboard/shifts/52',
    );
    expect(screen.queryByRole('button', { name: 'Post Uncovered Hours' })).not.toBeInTheDocument();
  });

  it('offers to post only the stretches not posted yet', async () => {
    const user = userEvent.setup();
    renderPage({
      shift: {
        ...partlyCovered,
        uncoveredShifts: [
          { id: 52, start: '2031-01-15T22:30:00.000Z', end: '2031-01-16T00:30:00.000Z' },
        ],
      },
    });
    expect(await screen.findByTestId('shift-coverage')).toHaveTextContent(
      'Covered 10:00 AM to 2:30 PM; 2:30 to 4:30 PM posted as an open shift; 8:00 to 10:00 AM open',
    );
    await user.click(screen.getByRole('button', { name: 'Post Uncovered Hours' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Post Uncovered Hours' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['8:00 to 10:00 AM']);
  });

  it.each<[string, Me]>([
    ['an employee', employee],
    ['a location manager of another location', locationManagerOf(99)],
  ])('offers %s no Post Uncovered Hours', async (_who, signedIn) => {
    renderPage({ user: signedIn, shift: partlyCovered });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shift Details' })).toBeVisible();
    expect(detail('Coverage')).toHaveTextContent('Covered 10:00 AM to 2:30 PM');
    expect(screen.queryByRole('button', { name: 'Post Uncovered Hours' })).not.toBeInTheDocument();
  });
});
