import type { APIRequestContext } from '@playwright/test';
import { apiAs } from './api.ts';
import { apiToken } from './auth.ts';
import { dateKey, daysFromToday, MIDTOWN } from './shifts.ts';
import { createVerifiedUser, demo, type TestUser } from './users.ts';

export interface RequestedShift {
  person: TestUser;
  managerToken: string;
  shiftId: number;
  requestId: number;
}

/** The id of the demo's Midtown location, as the manager's location list answers it. */
export async function midtownId(request: APIRequestContext, managerToken: string) {
  const locations = await apiAs<{ value: number; label: string }[]>(
    request,
    managerToken,
    'GET',
    '/api/locations/dropdown',
    200,
  );
  return locations.find((option) => option.label === MIDTOWN)?.value;
}

/**
 * A fresh professional (no notifications yet) who has asked for a new Front Desk shift at
 * Midtown `daysAhead` days from today, posted by the demo manager; all through the API.
 */
export async function requestedFrontDeskShift(
  request: APIRequestContext,
  label: string,
  daysAhead: number,
): Promise<RequestedShift> {
  const person = await createVerifiedUser(request, label);
  const managerToken = await apiToken(request, demo.manager);
  const own = await apiToken(request, person);
  const shift = await apiAs<{ id: number }>(request, managerToken, 'POST', '/api/shifts', 201, {
    locationId: await midtownId(request, managerToken),
    date: `${dateKey(daysFromToday(daysAhead))}T08:00`,
    position: 'Front Desk',
    specialty: null,
    totalMinutes: 480,
    lunchMinutes: 30,
    notes: null,
    internalNotes: null,
  });
  const asked = await apiAs<{ id: number }>(
    request,
    own,
    'POST',
    `/api/shifts/${shift.id}/requests`,
    201,
    {},
  );
  return { person, managerToken, shiftId: shift.id, requestId: asked.id };
}

/** The demo manager answers the person's request through the API: offers or declines it. */
export async function managerAnswers(
  request: APIRequestContext,
  { managerToken, shiftId, requestId }: RequestedShift,
  answer: 'offer' | 'decline',
): Promise<void> {
  await apiAs(
    request,
    managerToken,
    'PATCH',
    `/api/shifts/${shiftId}/requests/${requestId}/${answer}`,
    200,
  );
}
