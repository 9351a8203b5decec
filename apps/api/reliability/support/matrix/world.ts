import {
  jobTitleFitsShift,
  type AccountPosition,
  type Actor,
  type RequestStatus,
} from '@chairside/domain';
import { inviteLocations, invites } from '../../../src/db/schema.ts';
import { issueOnboardingToken, sendPhoneCode } from '../../../src/auth/phone-codes.ts';
import { findSignedInUser } from '../../../src/auth/actor-queries.ts';
import { findEligibilityPerson } from '../../../src/modules/shifts/eligibility-queries.ts';
import {
  buildAdminWorld,
  type AdminWorld,
  type OrganizationWorld,
} from '../../../test/support/admin-world.ts';
import type { TestApp } from '../../../test/support/app.ts';
import { makeUser } from '../../../test/support/factories.ts';
import { localFromNow, makeRequest, makeShift } from '../../../test/support/shift-world.ts';
import { Registry } from './registry.ts';

export type OrgLetter = 'A' | 'B';
export type PlaceKey = 'A1' | 'A2' | 'B1' | 'B2';

/** A location of the world: location 1 of each organization is its location manager's. */
export interface Place {
  key: PlaceKey;
  org: OrgLetter;
  organizationId: number;
  locationId: number;
  label: string;
}

export interface MatrixOrganization extends OrganizationWorld {
  letter: OrgLetter;
  /** An employee who is no caller of the matrix: the "someone else" of requests and assigns. */
  colleague: { id: number; email: string };
}

/** Standing shifts (one per place) are read by every caller; this is their local day. */
const STANDING_DAYS_AHEAD = 15;
/** Fresh shifts start here, one 2-hour slot each, so no two ever overlap for one person. */
const FRESH_DAYS_AHEAD = 40;
const SLOT_CLOCKS = ['06:00', '10:00', '14:00', '18:00'] as const;
const SHIFT_MINUTES = 120;
/** The factories' timezone for every location (makeLocation's default). */
const LOCATION_TIMEZONE = 'America/Chicago';

export const TOKEN_FOR_ORG: Record<OrgLetter, string> = { A: 'Alder', B: 'Birch' };
const EMAIL_DOMAIN: Record<OrgLetter, string> = { A: 'alder.test', B: 'birch.test' };

/**
 * The world every route is called in: admin-world's two organizations (admin, manager, location
 * manager of location 1, employee, inactive employee each), a platform admin and an independent
 * professional, plus a colleague per organization, one standing shift per location with internal
 * notes and other people's requests, standing invites, and factories for fresh rows, so that a
 * call which writes never changes what the next call sees.
 */
export class MatrixWorld {
  readonly registry = new Registry();
  /** The local date 'YYYY-MM-DD' of the standing shifts (fixed once, should the run pass midnight). */
  readonly standingDay = localFromNow(STANDING_DAYS_AHEAD).slice(0, 10);
  private sequence = 0;
  private slot = 0;

  private constructor(
    readonly t: TestApp,
    readonly base: AdminWorld,
    readonly orgs: Record<OrgLetter, MatrixOrganization>,
    readonly places: Place[],
    readonly standingShift: Record<PlaceKey, number>,
    readonly inactiveManagerA: { id: number },
    readonly loginUser: { id: number; email: string },
  ) {}

  static async build(t: TestApp): Promise<MatrixWorld> {
    const base = await buildAdminWorld(t);
    const organization = async (letter: OrgLetter, key: 'a' | 'b') => {
      const org = base[key];
      const colleague = await makeUser(t.db, {
        email: `colleague@${EMAIL_DOMAIN[letter]}`,
        name: `${TOKEN_FOR_ORG[letter]} Colleague`,
        organizationId: org.organization.id,
      });
      return { ...org, letter, colleague: { id: colleague.id, email: colleague.email } };
    };
    const orgs = { A: await organization('A', 'a'), B: await organization('B', 'b') };
    const places: Place[] = (['A', 'B'] as const).flatMap((letter) =>
      orgs[letter].locations.map((location, index) => ({
        key: `${letter}${index + 1}` as PlaceKey,
        org: letter,
        organizationId: orgs[letter].organization.id,
        locationId: location.id,
        label: `${location.name} (${letter}, location ${index + 1})`,
      })),
    );
    const inactiveManagerA = await makeUser(t.db, {
      email: `inactive.manager@${EMAIL_DOMAIN.A}`,
      name: 'Ira Alder-Inactive',
      position: 'manager',
      organizationId: orgs.A.organization.id,
      isActive: false,
    });
    const loginUser = await makeUser(t.db, { email: 'login@matrix.test', name: 'Lou Login' });
    const world = new MatrixWorld(
      t,
      base,
      orgs,
      places,
      {} as Record<PlaceKey, number>,
      inactiveManagerA,
      loginUser,
    );
    await world.registerStanding();
    await world.issueCodes();
    for (const place of places) world.standingShift[place.key] = await world.standing(place);
    for (const letter of ['A', 'B'] as const) {
      for (const position of ['employee', 'location_manager'] as const) {
        await world.freshInvite(letter, position);
      }
    }
    return world;
  }

  /**
   * A password reset link, a texted phone code and its pending-verification token, so that every kind of one-time code exists
   * for the final sweep (invites and registrations issue the others during the run).
   */
  private async issueCodes() {
    await this.t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: this.loginUser.email },
    });
    const pending = await makeUser(this.t.db, {
      email: 'pending.phone@matrix.test',
      name: 'Pat Pending',
      phoneNumber: '+15125550199',
    });
    await sendPhoneCode(this.t.db, this.t.config, {
      id: pending.id,
      phoneNumber: '+15125550199',
    });
    await issueOnboardingToken(this.t.db, pending.id);
  }

  /** Everything of an organization that must never reach a caller of another one. */
  private async registerStanding() {
    for (const letter of ['A', 'B'] as const) {
      const org = this.orgs[letter];
      this.registry.addOrganization(org.organization.id, [
        TOKEN_FOR_ORG[letter],
        `@${EMAIL_DOMAIN[letter]}`,
        ...[org.admin, org.manager, org.locationManager, org.employee, org.inactiveEmployee].map(
          (user) => user.name,
        ),
      ]);
    }
    const users = [
      ...this.base.allUsers,
      { ...this.orgs.A.colleague, organizationId: this.orgs.A.organization.id },
      { ...this.orgs.B.colleague, organizationId: this.orgs.B.organization.id },
    ];
    for (const user of users) this.registry.addUser(user.email, user.id, user.organizationId);
  }

  /** One shift per place with internal notes and three requests: colleague, independent, employee. */
  private async standing(place: Place): Promise<number> {
    const shift = await this.shiftAt(place, `${this.standingDay}T09:00`);
    const org = this.orgs[place.org];
    await this.freshRequest(shift, place, org.colleague.id, 'Requested');
    await this.freshRequest(shift, place, this.base.independent.id, 'Offered');
    await this.freshRequest(shift, place, org.employee.id, 'Requested');
    return shift;
  }

  place(key: PlaceKey): Place {
    return this.places.find((place) => place.key === key) as Place;
  }

  org(letter: OrgLetter): MatrixOrganization {
    return this.orgs[letter];
  }

  /** A number no other fresh row has used. */
  unique(): number {
    this.sequence += 1;
    return this.sequence;
  }

  /** A 2-hour slot nobody else's fresh shift shares: 'YYYY-MM-DDTHH:MM' local time. */
  nextSlot(): string {
    const slot = this.slot;
    this.slot += 1;
    return localFromNow(FRESH_DAYS_AHEAD + Math.floor(slot / 4), SLOT_CLOCKS[slot % 4]);
  }

  /** The domain's view of a user, loaded as the API loads it. */
  async actorOf(userId: number): Promise<Actor> {
    const user = await findSignedInUser(this.t.db, userId);
    if (!user) throw new Error(`No user ${userId}`);
    return {
      id: user.id,
      position: user.position,
      organizationId: user.organizationId,
      locationIds: user.locationIds,
    };
  }

  /** Whether the user's job title may work the fresh shifts (Hygienist: makeShift's position). */
  async fitsFreshShifts(userId: number): Promise<boolean> {
    const person = await findEligibilityPerson(this.t.db, userId);
    return (
      person !== null &&
      jobTitleFitsShift(person.jobTitle, { position: 'Hygienist', specialty: null })
    );
  }

  /** A fresh shift at a place, its internal notes registered as a marker. */
  async shiftAt(place: Place, local = this.nextSlot()): Promise<number> {
    const marker = this.registry.internalNote(place);
    const shift = await makeShift(this.t.db, {
      locationId: place.locationId,
      local,
      timezone: LOCATION_TIMEZONE,
      totalMinutes: SHIFT_MINUTES,
      lunchMinutes: 30,
      notes: 'Parking behind the building',
      internalNotes: marker,
      createdBy: this.orgs[place.org].manager.id,
    });
    return shift.id;
  }

  /**
   * A request in any state (for part of the shift with `hours`), its notes registered as a
   * marker of whose request it is.
   */
  async freshRequest(
    shiftId: number,
    place: Place,
    employeeId: number,
    status: RequestStatus,
    hours: { startTime: Date; endTime: Date } | null = null,
  ): Promise<number> {
    const request = await makeRequest(this.t.db, {
      shiftId,
      employeeId,
      status,
      ...hours,
      notes: this.registry.requestNote(place, employeeId),
    });
    return request.id;
  }

  /**
   * A fresh shift at a place holding one request in `status`: the actor's own, or else a
   * colleague's of the place's organization; `shift` as the domain's rules see it.
   */
  async requestAt(place: Place, actor: Actor, own: boolean, status: RequestStatus) {
    const shiftId = await this.shiftAt(place);
    const employeeId = own ? actor.id : this.org(place.org).colleague.id;
    const requestId = await this.freshRequest(shiftId, place, employeeId, status);
    const shift = { locationId: place.locationId, organizationId: place.organizationId };
    return { shiftId, employeeId, requestId, shift };
  }

  /** A fresh user of an organization (or of none), registered for the leak scan. */
  async freshUser(letter: OrgLetter | null, position: AccountPosition) {
    const n = this.unique();
    const org = letter ? this.orgs[letter] : null;
    const user = await makeUser(this.t.db, {
      email: letter ? `target${n}@${EMAIL_DOMAIN[letter]}` : `solo${n}@matrix.test`,
      name: letter ? `${TOKEN_FOR_ORG[letter]} Target ${n}` : `Solo Target ${n}`,
      position,
      organizationId: org?.organization.id ?? null,
      locationIds: position === 'location_manager' && org ? [org.locations[0].id] : [],
    });
    this.registry.addUser(user.email, user.id, user.organizationId);
    return user;
  }

  /** A fresh pending invite of an organization (a location manager's with location 1). */
  async freshInvite(letter: OrgLetter, position: AccountPosition) {
    const n = this.unique();
    const org = this.orgs[letter];
    const [invite] = await this.t.db
      .insert(invites)
      .values({
        organizationId: org.organization.id,
        name: `${TOKEN_FOR_ORG[letter]} Invitee ${n}`,
        email: `invitee${n}@${EMAIL_DOMAIN[letter]}`,
        position,
        invitedBy: org.admin.id,
      })
      .returning();
    if (position === 'location_manager') {
      await this.t.db
        .insert(inviteLocations)
        .values({ inviteId: invite.id, locationId: org.locations[0].id });
    }
    return invite;
  }

  /** An email address nobody has used, for invites and registrations. */
  freshEmail(letter: OrgLetter | null): string {
    const n = this.unique();
    return letter ? `new${n}@${EMAIL_DOMAIN[letter]}` : `new${n}@matrix.test`;
  }
}
