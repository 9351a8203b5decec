import {
  canManageShift,
  cancellationNotice,
  hasShiftStarted,
  isEarlierRequest,
  isLateCancellation,
  mayEverTakeRequestRoute,
  offerDeadline,
  ownRequestBlocksRequest,
  REQUEST_MESSAGES,
  REQUEST_ROUTE_ACTIONS,
  requestActions,
  requestShiftRefusal,
  type assignUserSchema,
  type CancelRequestPayload,
  type OfferRequestPayload,
  type ConfirmedHours,
  type createRequestPayloadSchema,
  type RequestRoute,
  type RequestShiftRefusal,
} from '@chairside/domain';
import type { z } from 'zod';
import type { SignedInUser } from '../../auth/actor.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import {
  assertCan,
  assertFound,
  BadRequestError,
  conflictOnUnique,
  ConflictError,
  ForbiddenError,
} from '../../lib/errors.ts';
import {
  assignmentCancelledEmail,
  dispatch,
  offerAnsweredEmail,
  shiftConfirmedEmail,
  shiftNotice,
  shiftOfferedEmail,
  shiftReopenedEmail,
  shiftRequestDeclinedEmail,
} from '../notifications/index.ts';
import { findOrganizationSettings } from '../organizations/index.ts';
import { assertEligible, eligibilityOf, withEligibility } from './eligibility-loader.ts';
import { findEligibilityPeople } from './eligibility-queries.ts';
import { recordShiftEvent } from './history-service.ts';
import { presentRequest } from './presenters.ts';
import { findShiftWithEnd, lockShift, type LockedShift, type ShiftRow } from './queries.ts';
import {
  cancelRequest,
  declineOthers,
  declineRequest,
  findAssignablePerson,
  findFilledOutContacts,
  findLocationManagerContacts,
  findNoticeContactAcrossOrganizations,
  findOwnRequest,
  findShiftCreatorContact,
  findVisibleRequest,
  findVisibleRequests,
  insertRequest,
  lockPerson,
  setRequestStatus,
  upsertConfirmedRequest,
  upsertOfferedRequest,
  type RequestRow,
} from './request-queries.ts';
import { shiftSummary, workedShiftSummary } from './shift-summary.ts';

/** Request Shift refused for who asks: 403 for an admin, 409 for a second request (DESIGN §4). */
function refusalError(refusal: RequestShiftRefusal): Error {
  if (refusal === 'notAllowed') return new ForbiddenError();
  return new ConflictError(REQUEST_MESSAGES.alreadyRequested);
}

/** Withdrawals and cancellations, like requests, are for shifts still to come. */
function assertNotStarted(shift: LockedShift) {
  if (hasShiftStarted(shift.startsAt, new Date()))
    throw new ConflictError(REQUEST_MESSAGES.alreadyStarted);
}

/**
 * Issue #24 §1: the person may work the shift (eligibility), else 409 with the first reason, in
 * the reader's words. A confirmation or assignment locks the person first (DESIGN §8: one person
 * is never confirmed on two overlapping shifts, so their confirmations take turns) and reads
 * their bookings under that lock.
 */
async function assertPersonEligible(
  tx: Executor,
  shift: LockedShift,
  personId: number,
  reader: 'person' | 'manager',
  confirming: boolean,
) {
  if (confirming) await lockPerson(tx, personId);
  const { reasons } = assertFound(await eligibilityOf(tx, shift, personId));
  // SPEC §8: a confirmation that would overlap another is refused in one text, whoever confirms.
  if (confirming && reasons[0]?.code === 'booked')
    throw new ConflictError(REQUEST_MESSAGES.overlapping);
  assertEligible(reasons, reader);
}

/** A request's entry in the shift's history (issue #16 §4), by the actor, in their transaction. */
function recordRequestEvent(
  tx: Executor,
  shift: LockedShift,
  actor: SignedInUser | null,
  kind: 'requested' | 'withdrawn' | 'offered' | 'declined' | 'confirmed' | 'assigned' | 'cancelled',
  request: { id: number; employeeId: number },
  reason: string | null = null,
) {
  return recordShiftEvent(tx, {
    shiftId: shift.id,
    locationId: shift.locationId,
    kind,
    actorId: actor?.id ?? null,
    subjectId: request.employeeId,
    requestId: request.id,
    reason,
  });
}

/** Requests declined because the shift was filled: each a system entry of the history. */
async function declineOthersRecorded(tx: Executor, shift: LockedShift, keptRequestId: number) {
  for (const declined of await declineOthers(tx, shift.id, keptRequestId))
    await recordRequestEvent(tx, shift, null, 'declined', declined, 'filled');
}

/**
 * Runs a change of a shift's requests in a transaction that holds the shift's lock (every
 * change to a shift's requests takes turns per shift), then answers the request it names,
 * read again once committed. Two requests racing for one slot meet the database's unique
 * indexes: the loser's violation is the conflict named here.
 */
async function changeRequests(
  ctx: AppContext,
  actor: SignedInUser,
  visible: ShiftRow,
  raceConflict: string,
  change: (tx: Executor, shift: LockedShift) => Promise<number>,
) {
  const changed = await conflictOnUnique(raceConflict, () =>
    ctx.db.transaction(async (tx) => {
      const shift = await lockShift(tx, visible);
      return { shift, requestId: await change(tx, shift) };
    }),
  );
  return presentRequest(await findVisibleRequest(ctx.db, actor, changed.shift, changed.requestId));
}

export async function list(ctx: AppContext, actor: SignedInUser, visible: ShiftRow) {
  const shift = await findShiftWithEnd(ctx.db, visible);
  const requests = await findVisibleRequests(ctx.db, actor, shift);
  // Issue #24 §1: why each live request's person may not work the shift, so that the card
  // offers no Offer Shift or Accept Offer the server would refuse; so too for those who asked
  // before the shift was filled, whom its managers may offer it again (issue #26 §5).
  const live = requests.filter(
    (request) =>
      (!request.declined && request.status !== 'Confirmed') ||
      isEarlierRequest(request, shift.confirmed),
  );
  const people = await findEligibilityPeople(ctx.db, [
    ...new Set(requests.map((request) => request.employeeId)),
  ]);
  const eligibilityOfPerson = new Map(
    (await withEligibility(ctx.db, shift, people)).map((person) => [person.id, person]),
  );
  // Issue #27 §3: the shift's managers see each person's credential state for it, a chip, on
  // the requests still in play (live, offerable again, or confirmed).
  const manages = canManageShift(actor, shift);
  const inPlay = (request: (typeof requests)[number]) =>
    live.includes(request) || (request.status === 'Confirmed' && !request.declined);
  return requests.map((request) => {
    const person = eligibilityOfPerson.get(request.employeeId);
    return {
      ...presentRequest(request),
      notEligible: live.includes(request)
        ? (person?.reasons ?? []).map((reason) => ({
            rule: reason.code,
            message: request.employeeId === actor.id ? reason.forPerson : reason.forManager,
          }))
        : [],
      ...(manages
        ? { credentialChip: inPlay(request) ? (person?.credentialChip ?? null) : null }
        : {}),
    };
  });
}

export async function create(
  ctx: AppContext,
  actor: SignedInUser,
  visible: ShiftRow,
  payload: z.output<typeof createRequestPayloadSchema>,
) {
  // The shift lock orders this request with confirms, assigns and deletes of the same shift:
  // without it a request read the shift as open and landed after its confirmation.
  return changeRequests(
    ctx,
    actor,
    visible,
    REQUEST_MESSAGES.alreadyRequested,
    async (tx, shift) => {
      const own = await findOwnRequest(tx, actor, shift);
      const refusal = requestShiftRefusal(actor, {
        hasOwnRequest: own !== null && ownRequestBlocksRequest(own, shift.confirmed),
      });
      if (refusal) throw refusalError(refusal);
      await assertPersonEligible(tx, shift, actor.id, 'person', false);
      if (payload.startTime && payload.endTime) {
        const from = Date.parse(payload.startTime);
        const to = Date.parse(payload.endTime);
        if (from < shift.startsAt.getTime() || to > shift.endsAt.getTime())
          throw new BadRequestError([REQUEST_MESSAGES.outsideShift]);
      }
      const requestId = await insertRequest(tx, {
        shiftId: shift.id,
        employeeId: actor.id,
        startTime: payload.startTime ? new Date(payload.startTime) : null,
        endTime: payload.endTime ? new Date(payload.endTime) : null,
        notes: payload.notes,
        proposedRateCents: payload.proposedRateCents ?? null,
      });
      await recordRequestEvent(tx, shift, actor, 'requested', {
        id: requestId,
        employeeId: actor.id,
      });
      const summary = shiftSummary(ctx, shift);
      for (const manager of await findLocationManagerContacts(tx, shift)) {
        const lead = `${actor.name} asked for a shift`;
        const notice = shiftNotice(manager.id, 'request_received', shift.id, summary, lead);
        await dispatch(tx, notice, null);
      }
      return requestId;
    },
  );
}

/** Why a route the actor's role may take is refused in the request's present state. */
function stateConflict(route: RequestRoute, request: RequestRow): string {
  if (request.status !== 'Offered') return REQUEST_MESSAGES.notOfferedYet;
  return route === 'withdraw'
    ? REQUEST_MESSAGES.withdrawAfterOffer
    : REQUEST_MESSAGES.alreadyOffered;
}

/**
 * Offer, decline, confirm and withdraw: the request's state decides who may act (SPEC §4, §6). A route the
 * actor's role may never take is refused (403); one the request's present state does not allow
 * (a second offer, say, from two managers clicking at once) is a conflict with that state (409).
 */
async function transition(
  ctx: AppContext,
  actor: SignedInUser,
  visible: ShiftRow,
  requestId: number,
  route: RequestRoute,
  apply: (tx: Executor, shift: LockedShift, request: RequestRow) => Promise<void>,
) {
  return changeRequests(ctx, actor, visible, REQUEST_MESSAGES.alreadyFilled, async (tx, shift) => {
    const request = await findVisibleRequest(tx, actor, shift, requestId);
    const actions = requestActions(actor, shift, request);
    const allowed = REQUEST_ROUTE_ACTIONS[route].some((action) => actions.includes(action));
    // A declined request is over, unless its person asked before the shift was filled and it is
    // open again: then its managers may offer it once more (issue #26 §5).
    if (!allowed && (request.declined || request.status === 'Confirmed'))
      throw new ConflictError(REQUEST_MESSAGES.notPending);
    if (!allowed) {
      assertCan(mayEverTakeRequestRoute(actor, shift, request, route));
      throw new ConflictError(stateConflict(route, request));
    }
    await apply(tx, shift, request);
    return request.id;
  });
}

/** An offer's deadline on the shift: the organization's response time from now (issue #14). */
async function deadlineOfOffer(tx: Executor, actor: SignedInUser, shift: LockedShift) {
  const { offerResponseHours } = await findOrganizationSettings(tx, actor, shift.organizationId);
  return offerDeadline(new Date(), offerResponseHours, shift.startsAt);
}

/** An offer made: its history entry, and the person told in the app and by email. */
async function announceOffer(
  ctx: AppContext,
  tx: Executor,
  actor: SignedInUser,
  shift: LockedShift,
  request: { id: number; employeeId: number } & ConfirmedHours,
) {
  await recordRequestEvent(tx, shift, actor, 'offered', request);
  const summary = workedShiftSummary(ctx, shift, request);
  const employee = await findNoticeContactAcrossOrganizations(tx, request.employeeId);
  const lead = 'A shift is offered to you; accept or decline it';
  await dispatch(
    tx,
    shiftNotice(request.employeeId, 'offer_received', shift.id, summary, lead),
    employee && shiftOfferedEmail(employee, summary),
  );
}

/** Offer Shift at the rate given (issue #28 §2), else at the shift's posted rate. */
export function offer(
  ctx: AppContext,
  actor: SignedInUser,
  visible: ShiftRow,
  requestId: number,
  payload: OfferRequestPayload = {},
) {
  return transition(ctx, actor, visible, requestId, 'offer', async (tx, shift, request) => {
    await assertPersonEligible(tx, shift, request.employeeId, 'manager', false);
    await setRequestStatus(tx, request.id, {
      status: 'Offered',
      deadline: await deadlineOfOffer(tx, actor, shift),
      offeredRateCents: payload.rateCents ?? shift.hourlyRateCents,
    });
    await announceOffer(ctx, tx, actor, shift, request);
  });
}

export function decline(
  ctx: AppContext,
  actor: SignedInUser,
  visible: ShiftRow,
  requestId: number,
) {
  return transition(ctx, actor, visible, requestId, 'decline', async (tx, shift, request) => {
    await declineRequest(tx, request.id);
    await recordRequestEvent(tx, shift, actor, 'declined', request);
    const byEmployee = request.employeeId === actor.id;
    const recipient = byEmployee
      ? await findShiftCreatorContact(tx, shift)
      : await findNoticeContactAcrossOrganizations(tx, request.employeeId);
    if (!recipient) return;
    const summary = shiftSummary(ctx, shift);
    const lead = byEmployee
      ? `${request.employeeName} declined the offer`
      : 'Your request was declined';
    await dispatch(
      tx,
      shiftNotice(recipient.id, 'declined', shift.id, summary, lead),
      byEmployee
        ? offerAnsweredEmail(recipient, request.employeeName, false, summary)
        : shiftRequestDeclinedEmail(recipient, summary),
    );
  });
}

/**
 * Withdraw Request (issue #14): the requester takes back a request not yet offered, before the
 * shift starts. It is declined as withdrawn, the location's managers are told, and the person
 * may ask again later.
 */
export function withdraw(
  ctx: AppContext,
  actor: SignedInUser,
  visible: ShiftRow,
  requestId: number,
) {
  return transition(ctx, actor, visible, requestId, 'withdraw', async (tx, shift, request) => {
    assertNotStarted(shift);
    await declineRequest(tx, request.id, 'withdrawn');
    await recordRequestEvent(tx, shift, actor, 'withdrawn', request);
    const summary = shiftSummary(ctx, shift);
    const lead = `${request.employeeName} withdrew their request`;
    // Like a request received: in the app (and by push or text where wanted), no email.
    for (const manager of await findLocationManagerContacts(tx, shift)) {
      const notice = shiftNotice(manager.id, 'request_withdrawn', shift.id, summary, lead);
      await dispatch(tx, notice, null);
    }
  });
}

export function confirm(
  ctx: AppContext,
  actor: SignedInUser,
  visible: ShiftRow,
  requestId: number,
) {
  return transition(ctx, actor, visible, requestId, 'confirm', async (tx, shift, request) => {
    await assertPersonEligible(tx, shift, request.employeeId, 'person', true);
    // Past its deadline an offer is over, even before the deadline worker has declined it.
    if (request.offerExpiresAt && request.offerExpiresAt.getTime() <= Date.now())
      throw new ConflictError(REQUEST_MESSAGES.offerExpired);
    // Issue #28 §2: confirming agrees to the rate offered (the posted one for an offer made
    // before offers carried a rate).
    await setRequestStatus(tx, request.id, {
      status: 'Confirmed',
      agreedRateCents: request.offeredRateCents ?? shift.hourlyRateCents,
    });
    await recordRequestEvent(tx, shift, actor, 'confirmed', request);
    await declineOthersRecorded(tx, shift, request.id);
    const manager = await findShiftCreatorContact(tx, shift);
    if (manager) {
      const summary = workedShiftSummary(ctx, shift, request);
      const lead = `${request.employeeName} accepted the offer`;
      await dispatch(
        tx,
        shiftNotice(manager.id, 'confirmed', shift.id, summary, lead),
        offerAnsweredEmail(manager, request.employeeName, true, summary),
      );
    }
  });
}

/**
 * Assign to user as an offer (issue #26 §10): the person is offered the shift, with the
 * organization's response time to answer, as if they had asked and the manager had offered.
 */
async function offerToPerson(
  ctx: AppContext,
  tx: Executor,
  actor: SignedInUser,
  shift: LockedShift,
  person: { id: number },
  managerNotes: string | null,
  rateCents: number | null,
) {
  await assertPersonEligible(tx, shift, person.id, 'manager', false);
  const request = { shiftId: shift.id, employeeId: person.id, managerNotes };
  const deadline = await deadlineOfOffer(tx, actor, shift);
  const offered = await upsertOfferedRequest(tx, request, deadline, rateCents);
  if (offered === null) throw new ConflictError(REQUEST_MESSAGES.alreadyOffered);
  await announceOffer(ctx, tx, actor, shift, { ...offered, employeeId: person.id });
  return offered.id;
}

/**
 * Assign to user: a confirmed request made directly by a manager (DESIGN §8), or, in 'offer'
 * mode, an offer to the person (issue #26 §10).
 */
export async function assign(
  ctx: AppContext,
  actor: SignedInUser,
  visible: ShiftRow,
  payload: z.output<typeof assignUserSchema>,
) {
  return changeRequests(ctx, actor, visible, REQUEST_MESSAGES.alreadyFilled, async (tx, shift) => {
    assertCan(canManageShift(actor, shift));
    const person = await findAssignablePerson(tx, shift, payload.userId);
    if (!person) throw new BadRequestError([REQUEST_MESSAGES.userNotSelectable]);
    // Issue #28 §2: at the rate the manager gives, else at the posted one.
    const rateCents = payload.rateCents ?? shift.hourlyRateCents;
    if (payload.mode === 'offer') {
      return offerToPerson(ctx, tx, actor, shift, person, payload.notes, rateCents);
    }
    await assertPersonEligible(tx, shift, person.id, 'manager', true);
    const confirmed = await upsertConfirmedRequest(
      tx,
      { shiftId: shift.id, employeeId: person.id, managerNotes: payload.notes },
      rateCents,
    );
    await recordRequestEvent(tx, shift, actor, 'assigned', {
      id: confirmed.id,
      employeeId: person.id,
    });
    await declineOthersRecorded(tx, shift, confirmed.id);
    // An assignment keeps the hours the person asked for, and tells them those (issue #26 §2).
    const summary = workedShiftSummary(ctx, shift, confirmed);
    const lead = 'You are confirmed for a shift';
    await dispatch(
      tx,
      shiftNotice(person.id, 'confirmed', shift.id, summary, lead),
      shiftConfirmedEmail(person, summary),
    );
    return confirmed.id;
  });
}

/**
 * Cancel Shift (issue #14): the confirmed person cancels their own, a manager of the shift any
 * assignment, until the shift starts. The request is declined with the reason, the shift is open
 * again, its managers are told, and those declined only because it was filled may ask again.
 */
export async function cancel(
  ctx: AppContext,
  actor: SignedInUser,
  visible: ShiftRow,
  requestId: number,
  payload: CancelRequestPayload,
) {
  return changeRequests(ctx, actor, visible, REQUEST_MESSAGES.notPending, async (tx, shift) => {
    const request = await findVisibleRequest(tx, actor, shift, requestId);
    const own = request.employeeId === actor.id;
    assertCan(own || canManageShift(actor, shift));
    if (request.declined || request.status !== 'Confirmed')
      throw new ConflictError(REQUEST_MESSAGES.notConfirmed);
    assertNotStarted(shift);
    const now = new Date();
    // Only the person's own late cancellations count against them, not a manager's.
    const late = own && isLateCancellation(now, shift.startsAt);
    await cancelRequest(tx, request.id, { reason: payload.reason, by: actor.id, at: now, late });
    await recordRequestEvent(tx, shift, actor, 'cancelled', request, payload.reason);
    const summary = workedShiftSummary(ctx, shift, request);
    // Issue #26 §5: who cancelled whose shift, urgent when it starts within 48 hours.
    const notice = cancellationNotice(
      { employeeName: request.employeeName, cancelledBy: actor.name, own, reason: payload.reason },
      now,
      shift.startsAt,
    );
    const cancellation = {
      employeeName: request.employeeName,
      notice,
      reason: payload.reason,
      late,
    };
    const told = await findLocationManagerContacts(tx, shift);
    if (!own)
      told.push(
        ...[await findNoticeContactAcrossOrganizations(tx, request.employeeId)].filter(
          (c) => c !== null,
        ),
      );
    for (const recipient of told) {
      await dispatch(
        tx,
        shiftNotice(recipient.id, 'assignment_cancelled', shift.id, summary, notice.text),
        assignmentCancelledEmail(recipient, cancellation, summary),
      );
    }
    const reopened = 'A shift you asked for is open again; request it again';
    const open = shiftSummary(ctx, shift);
    for (const recipient of await findFilledOutContacts(tx, shift)) {
      await dispatch(
        tx,
        shiftNotice(recipient.id, 'shift_reopened', shift.id, open, reopened),
        shiftReopenedEmail(recipient, open),
      );
    }
    return request.id;
  });
}
