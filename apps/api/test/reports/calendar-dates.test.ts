import { SHIFT_MESSAGES } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import { reportCsv, reportJson } from '../support/report-world.ts';

const { t, world } = adminWorldForFile();

describe('GET /api/reports/shifts: a range of real calendar days', () => {
  it.each([
    ['JSON', reportJson],
    ['CSV', reportCsv],
  ] as const)(
    '%s: refuses year 0, which PostgreSQL has not, with 400 (it used to answer 500)',
    async (_format, report) => {
      const response = await report(t, world, 'adminA', {
        startDate: '0000-01-01',
        endDate: '0000-01-02',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: ['Start date is required', 'End date is required'],
      });
    },
  );

  it('refuses year 1 like every date before the year 1000 (one bound for every route)', async () => {
    const response = await reportJson(t, world, 'adminA', {
      startDate: '0001-01-01',
      endDate: '0001-01-31',
    });
    expect(response.statusCode).toBe(400);
    // Both dates say it; the answer lists a message once.
    expect(response.json()).toEqual({ message: [SHIFT_MESSAGES.dateTooEarly] });
  });

  it('takes the year 1000, the first one every date field takes', async () => {
    const response = await reportJson(t, world, 'adminA', {
      startDate: '1000-01-01',
      endDate: '1000-01-31',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});
