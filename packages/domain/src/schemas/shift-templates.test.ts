import { describe, expect, it } from 'vitest';
import { errorsOf } from '../test-support.ts';
import {
  shiftTemplateFormSchema,
  shiftTemplatePayloadSchema,
  type ShiftTemplatePayload,
} from './shift-templates.ts';

const hygieneDay: ShiftTemplatePayload = {
  name: 'Hygiene day',
  position: 'Hygienist',
  specialty: null,
  startTime: '07:00',
  endTime: '16:00',
  lunchMinutes: 60,
  notes: 'Bring loupes',
};

const errorsWith = (overrides: Record<string, unknown>) =>
  errorsOf(shiftTemplatePayloadSchema, { ...hygieneDay, ...overrides });

describe('shift template payload (issue #16 §1): Add Shift’s fields and rules, plus a name', () => {
  it('accepts a complete template and trims its name', () => {
    expect(shiftTemplatePayloadSchema.parse({ ...hygieneDay, name: '  Hygiene day ' })).toEqual({
      ...hygieneDay,
      name: 'Hygiene day',
      hourlyRateCents: null,
      engagement: 'w2',
      paymentTerms: 'net_15',
    });
  });

  it('keeps a template’s pay (issue #28 §1), and reads the form’s dollars into cents', () => {
    const pay = { engagement: '1099', paymentTerms: 'net_7' } as const;
    expect(
      shiftTemplatePayloadSchema.parse({ ...hygieneDay, ...pay, hourlyRateCents: 5250 }),
    ).toMatchObject({ ...pay, hourlyRateCents: 5250 });
    expect(
      shiftTemplateFormSchema.parse({ ...hygieneDay, ...pay, hourlyRate: '52.5' }),
    ).toMatchObject({ ...pay, hourlyRateCents: 5250 });
    expect(errorsOf(shiftTemplateFormSchema, { ...hygieneDay, hourlyRate: '5.255' })).toEqual({
      hourlyRate: 'Enter the rate in dollars, such as 52.50',
    });
  });

  it('reads an empty specialty select as no specialty', () => {
    expect(shiftTemplatePayloadSchema.parse({ ...hygieneDay, specialty: '' }).specialty).toBe(null);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a name is required', { name: ' ' }, 'name', 'Template name is required'],
    ['a missing name is required', { name: undefined }, 'name', 'Template name is required'],
    [
      'a name is at most 60 characters',
      { name: 'x'.repeat(61) },
      'name',
      'Template name must be at most 60 characters',
    ],
    [
      'a name is one line',
      { name: 'Hygiene\nday' },
      'name',
      'Template name cannot contain line breaks or control characters',
    ],
    ['the position is Add Shift’s', { position: 'Janitor' }, 'position', 'Position is required'],
    ['the start time is required', { startTime: '' }, 'startTime', 'Start time is required'],
    ['the end time is required', { endTime: '25:00' }, 'endTime', 'End time is required'],
    [
      'the end comes after the start',
      { startTime: '16:00', endTime: '07:00' },
      'endTime',
      'End time must be after start time',
    ],
    [
      'lunch is one of the choices',
      { lunchMinutes: 20 },
      'lunchMinutes',
      'Lunch length is required',
    ],
    [
      'lunch is shorter than the shift',
      { startTime: '07:00', endTime: '07:30', lunchMinutes: 30 },
      'lunchMinutes',
      'Lunch must be shorter than the shift',
    ],
    [
      'a specialty shift needs a specialty',
      { position: 'Dental Assistant-Specialty', specialty: null },
      'specialty',
      'Specialty is required',
    ],
    [
      'a specialty belongs to specialty shifts only',
      { specialty: 'Orthodontics' },
      'specialty',
      'Specialty applies only to Dental Assistant-Specialty shifts',
    ],
    [
      'notes are at most Add Shift’s length',
      { notes: 'x'.repeat(501) },
      'notes',
      'Notes must be 500 characters or less',
    ],
  ])('%s', (_rule, overrides, path, message) => {
    expect(errorsWith(overrides)[path]).toBe(message);
  });
});
