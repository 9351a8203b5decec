import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { locations, organizations, shifts, users } from '../../db/schema.ts';
import { shiftsWithOrganization } from '../../lib/shift-place-queries.ts';
import type { ShiftRow } from './queries.ts';

/**
 * What an invoice prints beyond the shift row (issue #28 §4): the organization's and the
 * location's postal addresses, and how to reach the professional. `shift` is a shift the actor
 * may see and `userId` its confirmed person, both read for the actor first.
 */
export async function findInvoiceParties(db: Executor, shift: ShiftRow, userId: number) {
  const [place] = await shiftsWithOrganization(db, {
    organizationAddressLine1: organizations.addressLine1,
    organizationAddressLine2: organizations.addressLine2,
    organizationCity: organizations.city,
    organizationStateCode: organizations.stateCode,
    organizationZipCode: organizations.zipCode,
    locationAddressLine1: locations.addressLine1,
    locationAddressLine2: locations.addressLine2,
    locationCity: locations.city,
    locationStateCode: locations.stateCode,
    locationZipCode: locations.zipCode,
  }).where(eq(shifts.id, shift.id));
  const [person] = await db
    .select({ name: users.name, email: users.email, phoneNumber: users.phoneNumber })
    .from(users)
    .where(eq(users.id, userId));
  return place && person ? { place, person } : null;
}
