import {
  APP_STATUS_MESSAGES,
  canAssignShift,
  canCancelAssignment,
  canDeleteOrAssignShift,
  canManageShift,
  canPostUncoveredHours,
  coverageOfShift,
  gapsToPost,
  ELIGIBILITY_LABELS,
  isPartlyCovered,
  offersRequestShift,
  ownRequestBlocksRequest,
  shiftEnd,
  shiftEditability,
  type ShiftDetail,
  type ShiftEligibility,
} from '@chairside/domain';
import { ArrowLeft, CalendarX2, CircleSlash, WifiOff } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ListError, ListLoading } from '@/components/list/list-states.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useSignedInUser } from '@/lib/current-user.ts';
import { useOnline } from '@/lib/use-online.ts';
import { useShiftEligibility } from '../api/get-shift-eligibility.ts';
import { useShiftRequests } from '../api/get-shift-requests.ts';
import { useShift } from '../api/get-shift.ts';
import { AssignShiftDialog } from '../components/assign-shift-dialog.tsx';
import { CancelShiftDialog } from '../components/cancel-shift-dialog.tsx';
import { DeleteShiftDialog } from '../components/delete-shift-dialog.tsx';
import { EditShiftDialog } from '../components/edit-shift-dialog.tsx';
import { PostUncoveredHoursDialog } from '../components/post-uncovered-hours-dialog.tsx';
import { RequestShiftDialog } from '../components/request-shift-dialog.tsx';
import { RequestsList } from '../components/requests-list.tsx';
import { ShiftDetailsNotes } from '../components/shift-details-notes.tsx';
import { ShiftHistory } from '../components/shift-history.tsx';
import { ShiftDetails } from '../components/shift-details.tsx';
import { TimesheetSection } from '../components/timesheet-section.tsx';
import { paths } from '@/config/paths.ts';

function BackButton({ to }: { to: string }) {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2 self-start">
      <Link to={to}>
        <ArrowLeft aria-hidden />
        Back
      </Link>
    </Button>
  );
}

function ShiftNotFound() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed bg-card px-6 py-16 text-center">
      <CalendarX2 aria-hidden className="size-8 text-muted-foreground" />
      <h1 className="text-xl font-semibold">Shift not found</h1>
      <p className="max-w-sm text-sm text-muted-foreground">
        This shift may have been deleted, or it is not one you can see.
      </p>
      <Button asChild variant="outline">
        <Link to={paths.shifts.href()}>Back to Shifts</Link>
      </Button>
    </div>
  );
}

function shiftIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** /dashboard/shifts/:id (SPEC §2 Shift detail). */
export function ShiftDetailPage() {
  const id = shiftIdOf(useParams().id);
  return id === null ? <ShiftNotFound /> : <ShiftDetailView id={id} />;
}

function ShiftDetailView({ id }: { id: number }) {
  const query = useShift(id);
  if (query.isPending) {
    return (
      <div className="space-y-6">
        <BackButton to={paths.shifts.href()} />
        <ListLoading label="Loading shift..." />
      </div>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <ShiftNotFound />;
    return (
      <div className="space-y-6">
        <BackButton to={paths.shifts.href()} />
        <ListError error={query.error} />
      </div>
    );
  }
  return <ShiftDetailContent shift={query.data} />;
}

/** Offline (issue #15 §4) the page shows what was kept, with no action to take. */
function ReadOnlyNote() {
  return (
    <p className="inline-flex items-center gap-2 rounded-md border px-3 py-1.5 text-sm text-muted-foreground">
      <WifiOff aria-hidden className="size-4" />
      {APP_STATUS_MESSAGES.readOnly}
    </p>
  );
}

/**
 * Issue #24 §1, the 'why can't I': in place of Request Shift, every reason the person may not
 * work the shift, in their words, as the server's eligibility rule answers them; and, when they
 * lack credentials it needs, all of those at once with the way to add them (issue #27 §3).
 */
function NotForYouNote({ eligibility }: { eligibility: ShiftEligibility }) {
  return (
    <div role="note" className="flex max-w-md gap-2 rounded-md border px-3 py-1.5 text-sm">
      <CircleSlash aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div>
        <p className="font-medium">{ELIGIBILITY_LABELS.cannotRequest}</p>
        <ul className="text-muted-foreground">
          {eligibility.reasons.map((reason) => (
            <li key={reason.rule}>{reason.message}</li>
          ))}
        </ul>
        {eligibility.credentialShortfall ? (
          <p className="mt-1">
            {eligibility.credentialShortfall}.{' '}
            <Link to={paths.settings.href()} className="font-medium underline underline-offset-4">
              {ELIGIBILITY_LABELS.updateCredentials}
            </Link>
          </p>
        ) : null}
      </div>
    </div>
  );
}

function ShiftDetailContent({ shift }: { shift: ShiftDetail }) {
  const user = useSignedInUser();
  const online = useOnline();
  const requests = useShiftRequests(shift.id);
  // Until the requests are known, it is not known whether the user already asked. A request
  // declined only because the shift was filled lets them ask again once it is open again.
  const hasOwnRequest = requests.data?.some(
    (request) =>
      request.employeeId === user.id && ownRequestBlocksRequest(request, shift.confirmed),
  );
  const manages = canManageShift(user, shift);
  const mayAsk =
    hasOwnRequest !== undefined && offersRequestShift(user, { ...shift, hasOwnRequest });
  // Whether the person may work the shift at all is the server's eligibility rule (issue #24 §1).
  const eligibility = useShiftEligibility(
    shift.id,
    offersRequestShift(user, { ...shift, hasOwnRequest: false }),
  );
  const reasons = eligibility.data?.reasons;
  const showRequest = mayAsk && reasons?.length === 0;
  // A professional's (restricted) view says why; a manager sees the shift's state elsewhere.
  const notForYou = mayAsk && shift.restricted && reasons?.length ? eligibility.data : null;
  const showDelete = canDeleteOrAssignShift(user, shift);
  // Cancel Shift (issue #14) sits with the page's actions: SPEC §4 keeps a Confirmed request's
  // card free of buttons. A shift that has started can no longer be cancelled (409).
  const [openedAt] = useState(Date.now);
  // Nor assigned (409), like a request, an offer or a confirmation.
  const showAssign = canAssignShift(user, { ...shift, startsAt: shift.date }, new Date(openedAt));
  const assignment = requests.data?.find(
    (request) => request.status === 'Confirmed' && !request.declined,
  );
  // Issue #28 §3: once the shift has ended, its timesheet, for its person and its managers.
  const endsAt = shiftEnd(shift.date, shift.totalMinutes, shift.timezone);
  const ended = endsAt.getTime() <= openedAt;
  const timesheetRole =
    !assignment || !ended
      ? null
      : assignment.employeeId === user.id
        ? ('person' as const)
        : manages
          ? ('manager' as const)
          : null;
  const cancellable =
    assignment && Date.parse(shift.date) > openedAt && canCancelAssignment(user, shift, assignment)
      ? assignment
      : null;
  // Issue #16 §2: everything until someone is confirmed, then the notes; nothing once started.
  const editable = manages
    ? shiftEditability({ startsAt: shift.date, confirmed: shift.confirmed }, new Date(openedAt))
    : 'none';
  // Issue #26 §4: the stretches still to post; none once each is posted as an open shift.
  const coverage = coverageOfShift(shift);
  const toPost =
    isPartlyCovered(coverage) && canPostUncoveredHours(user, shift)
      ? gapsToPost(coverage, shift.uncoveredShifts)
      : [];

  const actions = (
    <>
      {showRequest ? <RequestShiftDialog shift={shift} /> : null}
      {notForYou ? <NotForYouNote eligibility={notForYou} /> : null}
      {cancellable ? (
        <CancelShiftDialog
          shiftId={shift.id}
          startsAt={shift.date}
          requestId={cancellable.id}
          employeeName={cancellable.employeeId === user.id ? null : cancellable.employeeName}
        />
      ) : null}
      {toPost.length > 0 ? <PostUncoveredHoursDialog shift={shift} gaps={toPost} /> : null}
      {editable !== 'none' ? (
        <EditShiftDialog shift={shift} notesOnly={editable === 'notes'} primary={!showAssign} />
      ) : null}
      {showAssign ? <AssignShiftDialog shift={shift} primary /> : null}
      {showDelete ? <DeleteShiftDialog shift={shift} /> : null}
    </>
  );

  return (
    <div className="space-y-6">
      <BackButton to={paths.shifts.href({ date: shift.localDate })} />
      <PageHeader
        key={shift.id}
        title="Shift Details"
        subtitle={`${shift.position} at ${shift.locationName}`}
        focusTitle
      >
        {online ? actions : <ReadOnlyNote />}
      </PageHeader>
      {timesheetRole ? (
        <TimesheetSection
          shiftId={shift.id}
          timeZone={shift.timezone}
          shiftEndsAt={endsAt}
          engagement={shift.engagement}
          role={timesheetRole}
          readOnly={!online}
        />
      ) : null}
      {/*
        Phones read details, requests, notes, then history. Wider screens put the requests beside the
        details and notes; a long list of requests grows into the last (1fr) row only.
      */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-rows-[auto_auto_1fr]">
        <ShiftDetails
          shift={shift}
          yourHours={assignment?.employeeId === user.id ? assignment : null}
          className="lg:col-start-1 lg:row-start-1"
        />
        <RequestsList
          shift={shift}
          user={user}
          readOnly={!online}
          className="lg:col-start-2 lg:row-span-3 lg:row-start-1"
        />
        <ShiftDetailsNotes shift={shift} className="lg:col-start-1 lg:row-start-2" />
        <ShiftHistory
          shiftId={shift.id}
          timeZone={shift.timezone}
          className="lg:col-start-1 lg:row-start-3"
        />
      </div>
    </div>
  );
}
