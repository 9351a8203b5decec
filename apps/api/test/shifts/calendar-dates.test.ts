import { describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import { expectNothingStored } from '../support/admin-world.ts';

const { t, world, post: postAs } = adminWorldForFile();

const post = (date: string) =>
  postAs('managerA', '/api/shifts', {
    locationId: world.a.locations[0].id,
    date,
    position: 'Hygienist',
    totalMinutes: 480,
    lunchMinutes: 60,
  });

/** Posts a shift starting at `date`, which must be refused with `message` (400), storing nothing. */
async function expectRefused(date: string, message: string) {
  const response = await expectNothingStored(t.db, 'shifts', 400, () => post(date));
  expect(response.json()).toEqual({ message: [message] });
}

describe('POST /api/shifts: the start is a day the calendar has', () => {
  it.each([
    ['a day after the end of February', '2031-02-30T09:00'],
    ['a 29 February outside a leap year', '2031-02-29T09:00'],
    ['a thirteenth month', '2031-13-01T09:00'],
    ['month and day 99 (used to answer 500)', '9999-99-99T09:00'],
    ['year 0', '0000-01-01T09:00'],
  ])('refuses %s with "Date is required" and stores nothing', async (_what, date) => {
    await expectRefused(date, 'Date is required');
  });

  it('takes 29 February of a leap year, on that very day', async () => {
    const response = await post('2032-02-29T09:00');
    expect(response.statusCode).toBe(201);
    expect(response.json().localDate).toBe('2032-02-29');
  });
});

describe('POST /api/shifts: year 9999 (used to answer 500, trust #11 item 13)', () => {
  it.each([['9999-12-31T23:00'], ['9999-06-01T09:00']])(
    'refuses %s with "Date must be before the year 9999" (400) and stores nothing',
    async (date) => {
      await expectRefused(date, 'Date must be before the year 9999');
    },
  );

  it('takes the last evening of the year 9998, whose instants still have four-digit years', async () => {
    const response = await post('9998-12-31T23:00');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      localDate: '9998-12-31',
      date: '9999-01-01T05:00:00.000Z',
    });
  });
});
