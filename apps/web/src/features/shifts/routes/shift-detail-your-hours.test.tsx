import type { ShiftRequest } from '@chairside/domain';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { pinClock } from '@/test/clock.ts';
import { makeShiftRequest } from '@/test/factories/shifts.ts';
import {
  BEFORE_THE_SHIFT,
  employee,
  findRequestCard,
  orgManager,
  renderRequestsAs,
} from '../testing/render-shift-detail-page.tsx';

/** Sam Park confirmed for 11:00 AM to 3:00 PM of the 9:00 AM to 5:00 PM shift. */
const partConfirmed = makeShiftRequest({
  status: 'Confirmed',
  startTime: '2031-01-15T19:00:00.000Z',
  endTime: '2031-01-15T23:00:00.000Z',
});

const assigned = {
  status: 'Assigned',
  confirmed: 1,
  confirmedStartTime: partConfirmed.startTime,
  confirmedEndTime: partConfirmed.endTime,
} as const;

const yourHours = () => screen.queryByText('Your Hours', { selector: 'dt' })?.nextElementSibling;

describe('the shift page names the hours the reader works (issue #26 §2)', () => {
  beforeEach(() => pinClock(BEFORE_THE_SHIFT));

  it.each<[string, ShiftRequest, string]>([
    ['her part of the shift', partConfirmed, '11:00 AM to 3:00 PM PST'],
    ['the whole shift', makeShiftRequest({ status: 'Confirmed' }), '9:00 AM to 5:00 PM PST'],
  ])('shows the confirmed person %s with the zone', async (_label, request, hours) => {
    renderRequestsAs(
      employee,
      [request],
      {},
      request.startTime ? assigned : { status: 'Assigned', confirmed: 1 },
    );
    await findRequestCard('Sam Park');
    expect(yourHours()).toHaveTextContent(hours);
  });

  it('shows no Your Hours to a manager, who does not work it', async () => {
    renderRequestsAs(orgManager, [partConfirmed], {}, assigned);
    await findRequestCard('Sam Park');
    expect(yourHours()).toBeUndefined();
  });
});
