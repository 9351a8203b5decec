import type { ShiftTemplate } from '@chairside/domain';
import { factory } from '@/test/factories/factory.ts';

/** 'Hygiene day' at Downtown (location 11), as GET /locations/11/shift-templates answers it. */
export const makeShiftTemplate = factory<ShiftTemplate>({
  id: 5,
  locationId: 11,
  name: 'Hygiene day',
  position: 'Hygienist',
  specialty: null,
  startTime: '07:00',
  endTime: '16:00',
  lunchMinutes: 60,
  notes: null,
  hourlyRateCents: null,
  engagement: 'w2',
  paymentTerms: 'net_15',
});
