import { invites } from '../../../src/db/schema.ts';
import { issueOnboardingToken, sendPhoneCode } from '../../../src/auth/phone-codes.ts';
import {
  buildAdminWorld,
  type ActorKey,
  type AdminWorld,
} from '../../../test/support/admin-world.ts';
import type { TestApp } from '../../../test/support/app.ts';
import { resetDatabase, workerDatabase } from '../../../test/support/database.ts';
import { makeUser } from '../../../test/support/factories.ts';
import { localFromNow, makeRequest, makeShift } from '../../../test/support/shift-world.ts';

/** Who sends the hostile requests: every kind of account, nobody, and a forged token. */
export const HOSTILE_ACTORS = [
  null,
  'forged',
  'platformAdmin',
  'adminA',
  'managerA',
  'locationManagerA',
  'employeeA',
  'independent',
  'adminB',
] as const satisfies readonly (ActorKey | 'forged' | null)[];

export interface HostileWorld extends AdminWorld {
  /** Ids that exist, so that hostile bodies also reach the services behind valid paths. */
  ids: { users: number[]; shifts: number[]; requests: number[]; invites: number[] };
  /** An invited user whose phone is not verified yet, with a live texted code. */
  phoneUserId: number;
  /** That user's pending-verification token, which verify-phone and resend require. */
  phoneToken: string;
}

/**
 * The admin world (two organizations, every position, a platform admin and an independent
 * professional) plus shifts in A with requests in each state, an invite and a pending phone
 * code: enough rows for each route to have something to refuse, change or leak.
 */
export async function buildHostileWorld(t: TestApp): Promise<HostileWorld> {
  const world = await buildAdminWorld(t);
  const [north, south] = world.a.locations;
  const future = await makeShift(t.db, { locationId: north.id, local: localFromNow(10) });
  const specialty = await makeShift(t.db, {
    locationId: south.id,
    local: localFromNow(12, '07:30'),
    position: 'Dental Assistant-Specialty',
    specialty: 'Orthodontics',
    notes: 'Bring loupes',
    internalNotes: 'Pays a bonus',
  });
  const past = await makeShift(t.db, { locationId: north.id, local: localFromNow(-5) });
  const inB = await makeShift(t.db, {
    locationId: world.b.locations[0].id,
    local: localFromNow(9),
  });
  const requests = [
    await makeRequest(t.db, { shiftId: future.id, employeeId: world.a.employee.id }),
    await makeRequest(t.db, {
      shiftId: specialty.id,
      employeeId: world.independent.id,
      status: 'Offered',
    }),
    await makeRequest(t.db, {
      shiftId: past.id,
      employeeId: world.a.employee.id,
      status: 'Confirmed',
    }),
    await makeRequest(t.db, { shiftId: inB.id, employeeId: world.b.employee.id }),
  ];
  const phoneUser = await makeUser(t.db, {
    email: 'phone.pending@alder.test',
    organizationId: world.a.organization.id,
    phoneNumber: '+15125550123',
  });
  await sendPhoneCode(t.db, t.config, {
    id: phoneUser.id,
    phoneNumber: '+15125550123',
  });
  const phoneToken = await issueOnboardingToken(t.db, phoneUser.id);
  const [invite] = await t.db
    .insert(invites)
    .values({
      organizationId: world.a.organization.id,
      name: 'Ina Invited',
      email: 'ina.invited@example.test',
      position: 'employee',
      invitedBy: world.a.admin.id,
    })
    .returning();
  return {
    ...world,
    ids: {
      users: [...world.allUsers.map((user) => user.id), phoneUser.id],
      shifts: [future.id, specialty.id, past.id, inB.id],
      requests: requests.map((request) => request.id),
      invites: [invite.id],
    },
    phoneUserId: phoneUser.id,
    phoneToken,
  };
}

/** Empties the database and builds the same world again (same ids, tokens stay valid). */
export async function rebuildHostileWorld(t: TestApp): Promise<HostileWorld> {
  await resetDatabase(await workerDatabase());
  return buildHostileWorld(t);
}
