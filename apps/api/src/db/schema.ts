import {
  CREDENTIAL_CHECKS,
  CREDENTIAL_TYPES,
  DEFAULT_CREDENTIAL_CHECK,
  DEFAULT_TRAVEL_RADIUS_MILES,
  DEFAULT_ENGAGEMENT,
  DEFAULT_PAYMENT_TERMS,
  ENGAGEMENTS,
  HOURLY_RATE_MAX_CENTS,
  HOURLY_RATE_MIN_CENTS,
  PAYMENT_TERMS,
  type Engagement,
  type PaymentTerms,
  type CredentialCheck,
  type CredentialDocumentType,
  type CredentialType,
  SHIFT_EVENT_KINDS,
  type AccountPosition,
  type DeclineReason,
  type NotificationGroup,
  type NotificationPreferences,
  type OutboxChannel,
  type RequestStatus,
  type ShiftChange,
  type ShiftEventKind,
  type ShiftPosition,
  type Specialty,
  TIMESHEET_REMINDERS,
  type TimesheetReminder,
  type TimesheetStatus,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The postal address of an organization or a location (SPEC §5). */
const postalAddress = () => ({
  addressLine1: text('address_line1').notNull(),
  addressLine2: text('address_line2'),
  city: text('city').notNull(),
  stateCode: text('state_code').notNull(),
  zipCode: text('zip_code').notNull(),
  countryCode: text('country_code').notNull().default('US'),
});

/** A CHECK that a text column holds one of the domain's values. */
function checkIn(column: string, values: readonly string[]): string {
  return `"${column}" in (${values.map((value) => `'${value}'`).join(', ')})`;
}

/** An hourly rate column (issue #28): null, or integer cents within the domain's bounds. */
function checkRate(column: string): string {
  return `"${column}" between ${HOURLY_RATE_MIN_CENTS} and ${HOURLY_RATE_MAX_CENTS}`;
}

/** A shift's or a template's pay (issue #28 §1): the rate (null: not shown), engagement, terms. */
const payColumns = () => ({
  hourlyRateCents: integer('hourly_rate_cents'),
  engagement: text('engagement').$type<Engagement>().notNull().default(DEFAULT_ENGAGEMENT),
  paymentTerms: text('payment_terms')
    .$type<PaymentTerms>()
    .notNull()
    .default(DEFAULT_PAYMENT_TERMS),
});

function payChecks(table: string) {
  return [
    check(`${table}_hourly_rate_cents_ck`, sql.raw(checkRate('hourly_rate_cents'))),
    check(`${table}_engagement_ck`, sql.raw(checkIn('engagement', ENGAGEMENTS))),
    check(`${table}_payment_terms_ck`, sql.raw(checkIn('payment_terms', PAYMENT_TERMS))),
  ];
}

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** The organization a location or an invite belongs to. */
const organizationOf = () =>
  integer('organization_id')
    .notNull()
    .references(() => organizations.id);

export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    ...postalAddress(),
    /** How long an offer waits for an answer (OFFER_RESPONSE_HOURS). */
    offerResponseHours: integer('offer_response_hours').notNull().default(24),
    /** Whose credentials its clinical shifts check (issue #27 §1). */
    credentialChecks: text('credential_checks')
      .$type<CredentialCheck>()
      .notNull()
      .default(DEFAULT_CREDENTIAL_CHECK),
    createdAt: createdAt(),
  },
  // DESIGN §10: every list filter is indexed, and each index also yields the list's order, so
  // a first page reads a few index entries rather than sorting 100,000 rows.
  (table) => [
    index('organizations_name_id_idx').on(table.name, table.id),
    index('organizations_state_name_idx').on(table.stateCode, table.name, table.id),
    check(
      'organizations_credential_checks_ck',
      sql.raw(checkIn('credential_checks', CREDENTIAL_CHECKS)),
    ),
  ],
);

export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationOf(),
    locationNumber: text('location_number').notNull(),
    name: text('name').notNull(),
    ...postalAddress(),
    timezone: text('timezone').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('locations_org_number_uq').on(table.organizationId, table.locationNumber),
    index('locations_lat_lng_idx').on(table.latitude, table.longitude),
    check('locations_latitude_ck', sql`${table.latitude} between -90 and 90`),
    check('locations_longitude_ck', sql`${table.longitude} between -180 and 180`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    phoneNumber: text('phone_number'),
    jobTitle: text('job_title').notNull(),
    position: text('position').$type<AccountPosition>().notNull(),
    organizationId: integer('organization_id').references(() => organizations.id),
    isActive: boolean('is_active').notNull().default(true),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** Bumped to end every session at once: a token carries the version it was signed under. */
    tokenVersion: integer('token_version').notNull().default(0),
    // Issue #14's work profile: where a professional lives (the ZIP code geocoded offline, like
    // locations), how far they travel, the weekdays they usually work (0 = Sunday, none = any)
    // and whether shifts of other organizations are for them.
    homeZip: text('home_zip'),
    homeLatitude: doublePrecision('home_latitude'),
    homeLongitude: doublePrecision('home_longitude'),
    travelRadiusMiles: integer('travel_radius_miles')
      .notNull()
      .default(DEFAULT_TRAVEL_RADIUS_MILES),
    availableWeekdays: integer('available_weekdays')
      .array()
      .notNull()
      .default(sql`'{}'`),
    openToOtherOrganizations: boolean('open_to_other_organizations').notNull().default(false),
    // Issue #14 §2: the body PUT /users/me/notification-preferences saved, whole; null until the
    // person saves one, when the defaults apply (kept out of the table so a default can change).
    notificationPreferences: jsonb('notification_preferences').$type<NotificationPreferences>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_uq').on(table.email),
    // The users list's order, unfiltered and within one organization (DESIGN §10).
    index('users_name_id_idx').on(table.name, table.id),
    index('users_organization_name_idx').on(table.organizationId, table.name, table.id),
    check(
      'users_position_ck',
      sql`${table.position} in ('admin', 'manager', 'location_manager', 'employee')`,
    ),
    check('users_email_lower_ck', sql`${table.email} = lower(${table.email})`),
    // Finding who a shift is for prefilters homes by a box around its location.
    index('users_home_lat_lng_idx')
      .on(table.homeLatitude, table.homeLongitude)
      .where(sql`${table.homeLatitude} is not null`),
  ],
);

export const userLocations = pgTable(
  'user_locations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.locationId] }),
    index('user_locations_location_idx').on(table.locationId),
  ],
);

export const shifts = pgTable(
  'shifts',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** The start's calendar date in the location's timezone: month views and reports use it. */
    localDate: date('local_date', { mode: 'string' }).notNull(),
    totalMinutes: integer('total_minutes').notNull(),
    /**
     * The end: totalMinutes counted on the wall clock of the shift's timezone from its start,
     * resolved like the domain's shiftEnd (zoned_local_to_instant, migration 0003), so SQL and
     * the domain agree on every end, DST changes included. Every SQL comparison with a shift's
     * end reads this column.
     */
    endsAt: timestamp('ends_at', { withTimezone: true })
      .notNull()
      .generatedAlwaysAs(
        sql`zoned_local_to_instant((starts_at at time zone timezone) + total_minutes * interval '1 minute', timezone)`,
      ),
    lunchMinutes: integer('lunch_minutes').notNull(),
    position: text('position').$type<ShiftPosition>().notNull(),
    specialty: text('specialty'),
    timezone: text('timezone').notNull(),
    notes: text('notes'),
    internalNotes: text('internal_notes'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    /** The last edit (issue #16 §2): calendar feeds count SEQUENCE from it. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The shifts of one repeating posting share it (issue #16 §1); a single post has none. */
    seriesId: uuid('series_id'),
    ...payColumns(),
  },
  (table) => [
    index('shifts_series_idx').on(table.seriesId, table.startsAt),
    // The calendar's index: a location's shifts by local date, carrying every column that the
    // month lists, dashboards and reports read, so PostgreSQL answers them from the index alone
    // (docs/PERFORMANCE.md).
    index('shifts_calendar_idx').on(
      table.locationId,
      table.localDate,
      table.startsAt,
      table.id,
      table.totalMinutes,
      table.lunchMinutes,
      table.position,
      table.specialty,
      table.timezone,
      // Issue #28 §1: every shift answer carries its pay, and the minimum rate filters on it.
      table.hourlyRateCents,
      table.engagement,
      table.paymentTerms,
    ),
    index('shifts_local_date_idx').on(table.localDate),
    // Upcoming shifts of one position in start order: an independent's recommendations.
    index('shifts_position_starts_idx').on(table.position, table.specialty, table.startsAt),
    index('shifts_starts_at_idx').on(table.startsAt),
    check('shifts_total_minutes_ck', sql`${table.totalMinutes} between 1 and 1440`),
    check('shifts_lunch_minutes_ck', sql`${table.lunchMinutes} in (0, 30, 45, 60, 90)`),
    ...payChecks('shifts'),
  ],
);

/**
 * Issue #16 §1: a location's shift templates, which fill Add Shift. Times are 'HH:MM' wall-clock
 * times of the location, as the form holds them; a template has no date, so no instant.
 */
export const shiftTemplates = pgTable(
  'shift_templates',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: text('position').$type<ShiftPosition>().notNull(),
    specialty: text('specialty').$type<Specialty>(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    lunchMinutes: integer('lunch_minutes').notNull(),
    notes: text('notes'),
    ...payColumns(),
    createdAt: createdAt(),
  },
  (table) => [
    // Names are told apart as people read them: 'Hygiene day' and 'hygiene day' are one.
    uniqueIndex('shift_templates_location_name_uq').on(table.locationId, sql`lower(${table.name})`),
    check('shift_templates_times_ck', sql`${table.startTime} < ${table.endTime}`),
    check('shift_templates_lunch_minutes_ck', sql`${table.lunchMinutes} in (0, 30, 45, 60, 90)`),
    ...payChecks('shift_templates'),
  ],
);

export const shiftRequests = pgTable(
  'shift_requests',
  {
    id: serial('id').primaryKey(),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<RequestStatus>().notNull().default('Requested'),
    declined: boolean('declined').notNull().default(false),
    startTime: timestamp('start_time', { withTimezone: true }),
    endTime: timestamp('end_time', { withTimezone: true }),
    notes: text('notes'),
    /** What the manager wrote when assigning the shift; the person's own notes stay in `notes`. */
    managerNotes: text('manager_notes'),
    /** An offer's deadline, and when its reminder is due (null once sent). */
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    offerReminderAt: timestamp('offer_reminder_at', { withTimezone: true }),
    /** Why a declined request is declined, when not simply by the manager or the person. */
    declineReason: text('decline_reason').$type<DeclineReason>(),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => users.id),
    /** A cancellation by the person within LATE_CANCELLATION_HOURS of the start. */
    cancelledLate: boolean('cancelled_late').notNull().default(false),
    /**
     * Issue #28 §2: the rate the person proposed when requesting, the rate of the offer (the
     * posted one unless the manager set another) and the rate agreed on confirming, which never
     * changes afterwards. Integer cents; null when none.
     */
    proposedRateCents: integer('proposed_rate_cents'),
    offeredRateCents: integer('offered_rate_cents'),
    agreedRateCents: integer('agreed_rate_cents'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('shift_requests_shift_employee_uq').on(table.shiftId, table.employeeId),
    // DESIGN §8: at most one confirmed request per shift, whatever races the API loses.
    uniqueIndex('shift_requests_one_confirmed_uq')
      .on(table.shiftId)
      .where(sql`${table.status} = 'Confirmed' and not ${table.declined}`),
    index('shift_requests_employee_idx').on(table.employeeId),
    // A shift's live requests by state, read from the index alone: the counts behind every
    // shift's status in lists, details and dashboards (docs/PERFORMANCE.md).
    index('shift_requests_live_idx')
      .on(table.shiftId, table.status)
      .where(sql`not ${table.declined}`),
    // The offer deadline worker's reads: live offers by their next due time.
    index('shift_requests_offer_expiry_idx')
      .on(table.offerExpiresAt)
      .where(sql`${table.status} = 'Offered' and not ${table.declined}`),
    index('shift_requests_offer_reminder_idx')
      .on(table.offerReminderAt)
      .where(sql`${table.status} = 'Offered' and not ${table.declined}`),
    // A person's late cancellations, counted beside each of their requests.
    index('shift_requests_late_cancellations_idx')
      .on(table.employeeId, table.cancelledAt)
      .where(sql`${table.cancelledLate}`),
    check(
      'shift_requests_decline_reason_ck',
      sql`${table.declineReason} in ('filled', 'offerExpired', 'cancelled', 'withdrawn', 'shiftChanged')`,
    ),
    check(
      'shift_requests_status_ck',
      sql`${table.status} in ('Requested', 'Offered', 'Confirmed')`,
    ),
    check('shift_requests_proposed_rate_cents_ck', sql.raw(checkRate('proposed_rate_cents'))),
    check('shift_requests_offered_rate_cents_ck', sql.raw(checkRate('offered_rate_cents'))),
    check('shift_requests_agreed_rate_cents_ck', sql.raw(checkRate('agreed_rate_cents'))),
  ],
);

/**
 * A shift's history (issue #16 §4): every change of the shift and its requests, written in the
 * change's own transaction. It is an append-only log of ids, with no foreign keys on purpose:
 * the history outlives a deleted shift (its organization and location keep it scoped after
 * that), and a new row's foreign keys would share-lock the people it names, so recording who
 * was declined, while a confirmation holds its person's lock (DESIGN §8), deadlocked two
 * confirmations of two people on each other's shifts (reliability/concurrency.test.ts).
 */
export const shiftEvents = pgTable(
  'shift_events',
  {
    id: serial('id').primaryKey(),
    shiftId: integer('shift_id').notNull(),
    organizationId: integer('organization_id').notNull(),
    locationId: integer('location_id').notNull(),
    requestId: integer('request_id'),
    /** Null for the system: an offer left to expire, a request declined as filled. */
    actorId: integer('actor_id'),
    /** The person whose request the entry is about. */
    subjectId: integer('subject_id'),
    kind: text('kind').$type<ShiftEventKind>().notNull(),
    reason: text('reason'),
    changes: jsonb('changes').$type<ShiftChange[]>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('shift_events_shift_idx').on(table.shiftId, table.id),
    check(
      'shift_events_kind_ck',
      sql`${table.kind} in (${sql.raw(SHIFT_EVENT_KINDS.map((kind) => `'${kind}'`).join(', '))})`,
    ),
  ],
);

export const invites = pgTable(
  'invites',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationOf(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    position: text('position').$type<AccountPosition>().notNull(),
    jobTitle: text('job_title'),
    invitedBy: integer('invited_by').references(() => users.id),
    userId: integer('user_id').references(() => users.id),
    isVerified: boolean('is_verified').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    // The invites list's order (newest first), unfiltered and within one organization. NULLS
    // FIRST is what `order by created_at desc` means; drizzle would write NULLS LAST, an order
    // the planner cannot take from the index.
    index('invites_created_id_idx').on(table.createdAt.desc().nullsFirst(), table.id),
    index('invites_organization_created_idx').on(
      table.organizationId,
      table.createdAt.desc().nullsFirst(),
      table.id,
    ),
    index('invites_email_idx').on(table.email),
  ],
);

export const inviteLocations = pgTable(
  'invite_locations',
  {
    inviteId: integer('invite_id')
      .notNull()
      .references(() => invites.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.inviteId, table.locationId] })],
);

/** Email links, reset links, invite links and phone codes: only their hash is stored. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    inviteId: integer('invite_id').references(() => invites.id, { onDelete: 'cascade' }),
    /**
     * A registration's pending password, name and job title: verifying this code activates
     * these and no earlier registration's (a stranger may have registered the address first).
     */
    passwordHash: text('password_hash'),
    pendingName: text('pending_name'),
    pendingJobTitle: text('pending_job_title'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('one_time_codes_hash_idx').on(table.purpose, table.codeHash),
    index('one_time_codes_user_idx').on(table.userId, table.purpose),
    check(
      'one_time_codes_purpose_ck',
      sql`${table.purpose} in ('email_verification', 'password_reset', 'invite', 'phone_verification', 'phone_onboarding')`,
    ),
  ],
);

/** DESIGN §6: messages leave through this table, written in the transaction that causes them. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').$type<OutboxChannel>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /**
     * When a worker may next take the message: its first try, the end of a retry's backoff, or
     * the end of the lease of the worker that is sending it (so no other worker takes it).
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** When delivery was given up (attempts used up, or refused for good): shown to admins. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /**
     * For an event's email (issue #14 §2): whom it tells and of which event group, so the sender
     * signs its unsubscribe link and headers. Null for account emails (codes, resets, invites),
     * which have no unsubscribe, and for texts.
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    notificationGroup: text('notification_group').$type<NotificationGroup>(),
  },
  (table) => [
    index('outbox_recipient_idx').on(table.recipient, table.createdAt),
    index('outbox_due_idx')
      .on(table.nextAttemptAt, table.id)
      .where(sql`${table.sentAt} is null and ${table.failedAt} is null`),
    index('outbox_failed_idx')
      .on(table.failedAt, table.id)
      .where(sql`${table.failedAt} is not null`),
    check('outbox_channel_ck', sql`${table.channel} in ('email', 'sms', 'push')`),
  ],
);

/** Failed logins and other throttled attempts; kept in PostgreSQL so every API instance agrees. */
/**
 * In-app notifications (issue #14 §2): written in the transaction of the change they tell of,
 * like the outbox. The shift link is dropped when its shift is deleted; the notice stays.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    shiftId: integer('shift_id').references(() => shifts.id, { onDelete: 'set null' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('notifications_user_created_idx').on(
      table.userId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
  ],
);

export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('rate_limit_events_key_idx').on(table.key, table.createdAt)],
);

/**
 * Issue #15 §2: a person's private calendar feeds, one per scope ('mine', 'organization',
 * 'location-<id>'). The URL's token is an HMAC of the nonce under the server secret, so the
 * table alone cannot rebuild a URL; the token's hash finds the feed. A new nonce is a new URL.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    nonce: text('nonce').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('calendar_feeds_user_scope_uq').on(table.userId, table.scope),
    uniqueIndex('calendar_feeds_token_hash_uq').on(table.tokenHash),
  ],
);

/**
 * What a deleted shift's calendar event needs, kept CALENDAR_CANCELLED_DAYS so that managers'
 * feeds can tell calendar apps it is cancelled rather than let it linger. Feed-specific on
 * purpose: nothing else reads it.
 */
export const calendarTombstones = pgTable(
  'calendar_tombstones',
  {
    shiftId: integer('shift_id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timezone: text('timezone').notNull(),
    position: text('position').$type<ShiftPosition>().notNull(),
    specialty: text('specialty'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('calendar_tombstones_location_deleted_idx').on(table.locationId, table.deletedAt),
  ],
);

/**
 * The browsers a person turned Web Push on in (issue #14 §2): one row per push service endpoint,
 * which is unique to a browser profile. A push channel message is queued per row; a push
 * service answering 404 or 410 (the browser dropped it) removes the row.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The browser it was turned on in, from its User-Agent, for the person to recognise. */
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.userId),
  ],
);

/**
 * Issue #15 §1: a live-updates stream opens with a short-lived single-use ticket, since
 * EventSource cannot send the access token in a header and the token never goes in a URL. Only
 * the ticket's hash is stored, so that every instance can consume it.
 */
export const eventTickets = pgTable('event_tickets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The user's token version when the ticket was fetched: a later one opens no stream. */
  tokenVersion: integer('token_version').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Issue #14 §2: each new-shift alert's message beyond the app. `instant` rows send at once
 * (sent_at set, due_at the end of the batching window they open) or wait in that window until
 * due_at; `digest` rows wait for the person's next 7:00. `texted` marks the one row per message
 * that went out as a text, which the daily cap counts. Sent rows are kept two days, for the
 * window and the cap.
 */
export const newShiftAlerts = pgTable(
  'new_shift_alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shiftId: integer('shift_id').references(() => shifts.id, { onDelete: 'set null' }),
    kind: text('kind').$type<'instant' | 'digest'>().notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    texted: boolean('texted').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('new_shift_alerts_pending_idx')
      .on(table.dueAt)
      .where(sql`${table.sentAt} is null`),
    index('new_shift_alerts_user_idx').on(table.userId, table.dueAt),
    // The daily text cap's count (issue #24 §2): a person's few texted alerts, not all of them.
    index('new_shift_alerts_texted_idx')
      .on(table.userId, table.sentAt)
      .where(sql`${table.texted}`),
    check('new_shift_alerts_kind_ck', sql`${table.kind} in ('instant', 'digest')`),
  ],
);

/**
 * Issue #24 §2: a posting whose new-shift alerts are still to be written (DESIGN §6), one row
 * per posting with the ids of the shifts it posted (issue #26 §7: a person hears of a posting's
 * shifts in one alert; a shift deleted meanwhile is skipped). The posting inserts the row in its
 * own transaction; the fan-out worker claims it with SKIP LOCKED,
 * alerts its audience a slice at a time in id order, `after_user_id` being the last person of the
 * slices done, and deletes it once everyone is told. `posted_at` is the posting's clock, which
 * the batching windows and the daily text cap are reckoned by.
 */
export const shiftFanoutJobs = pgTable('shift_fanout_jobs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  shiftIds: integer('shift_ids').array().notNull(),
  posterId: integer('poster_id').notNull(),
  postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
  afterUserId: integer('after_user_id').notNull().default(0),
});

/**
 * Issue #15 §3: one change counter per organization (0 for rows of no organization), bumped in
 * the writer's own transaction, so a reader sees the new value only with the new data.
 * Conditional requests derive their ETag from it (see docs/LIVE.md).
 */
export const dataVersions = pgTable('data_versions', {
  organizationId: integer('organization_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * The organizations a transaction changed, noted by statement-level triggers without locking
 * anything, and turned into data_versions bumps by a deferred trigger as the transaction
 * commits: the counter's row is locked only while committing, after every lock the work itself
 * takes, so it never joins a deadlock with them. Rows live only until their commit.
 */
export const dataVersionBumps = pgTable('data_version_bumps', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  organizationId: integer('organization_id').notNull(),
});

/**
 * Issue #27: the licenses and certificates a professional holds. `expires_on` is the printed
 * expiry date, valid through that day in the shift's own time zone. A change of type, state,
 * number, expiry or document clears the verification.
 */
export const credentials = pgTable(
  'credentials',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<CredentialType>().notNull(),
    stateCode: text('state_code'),
    number: text('number').notNull(),
    expiresOn: date('expires_on').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: integer('verified_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('credentials_user_idx').on(table.userId, table.type),
    index('credentials_expires_idx').on(table.expiresOn),
    check('credentials_type_ck', sql.raw(checkIn('type', CREDENTIAL_TYPES))),
  ],
);

/**
 * A credential's document (issue #27 §2), in PostgreSQL so every instance serves it, apart from
 * the row so that lists never read the bytes. `content_type` is read from the bytes at upload.
 */
export const credentialDocuments = pgTable('credential_documents', {
  credentialId: integer('credential_id')
    .primaryKey()
    .references(() => credentials.id, { onDelete: 'cascade' }),
  contentType: text('content_type').$type<CredentialDocumentType>().notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  bytes: bytea('bytes').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Issue #27 §5: the expiry reminders sent, each once: a credential's reminder `daysBefore` its
 * expiry (CREDENTIAL_REMINDER_DAYS), keyed by the expiry it was for, so that a renewed
 * credential is reminded again. The insert is the claim: of the worker instances racing, the
 * one whose row lands sends it.
 */
export const credentialReminders = pgTable(
  'credential_reminders',
  {
    credentialId: integer('credential_id')
      .notNull()
      .references(() => credentials.id, { onDelete: 'cascade' }),
    expiresOn: date('expires_on').notNull(),
    daysBefore: integer('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.credentialId, table.expiresOn, table.daysBefore] })],
);

/**
 * Issue #27 §5: the confirmations the expiry worker checked against what their shift needs,
 * once a day each (`checkedOn`, the worker's UTC date), and whether the location's managers were
 * told that the person will not hold it on that date (`warnedAt`: once per confirmation).
 */
export const credentialShortfallChecks = pgTable('credential_shortfall_checks', {
  requestId: integer('request_id')
    .primaryKey()
    .references(() => shiftRequests.id, { onDelete: 'cascade' }),
  checkedOn: date('checked_on').notNull(),
  warnedAt: timestamp('warned_at', { withTimezone: true }),
});

/**
 * Issue #28 §3: the timesheet of a confirmed request, from its first submission (or from a
 * manager's approval of one never submitted; before either it is 'due' and has no row). The
 * worked times are the submitted ones, the approved ones once approved; the submitted ones stay
 * beside a correction, with its reason (docs/PAY.md).
 */
export const timesheets = pgTable(
  'timesheets',
  {
    requestId: integer('request_id')
      .primaryKey()
      .references(() => shiftRequests.id, { onDelete: 'cascade' }),
    status: text('status').$type<Exclude<TimesheetStatus, 'due'>>().notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    lunchMinutes: integer('lunch_minutes').notNull(),
    submittedStartTime: timestamp('submitted_start_time', { withTimezone: true }),
    submittedEndTime: timestamp('submitted_end_time', { withTimezone: true }),
    submittedLunchMinutes: integer('submitted_lunch_minutes'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: integer('approved_by').references(() => users.id),
    correctionReason: text('correction_reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The managers' reminder reads the submitted timesheets by how long they have waited.
    index('timesheets_waiting_idx')
      .on(table.submittedAt)
      .where(sql`${table.status} = 'submitted'`),
    check('timesheets_status_ck', sql`${table.status} in ('submitted', 'approved')`),
    check('timesheets_times_ck', sql`${table.endTime} > ${table.startTime}`),
    check('timesheets_lunch_minutes_ck', sql`${table.lunchMinutes} >= 0`),
  ],
);

/**
 * Issue #28 §3: the timesheet reminders sent, each once per confirmed request and kind. The
 * insert is the claim: of the worker instances racing, the one whose row lands sends it.
 */
export const timesheetReminders = pgTable(
  'timesheet_reminders',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => shiftRequests.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TimesheetReminder>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.requestId, table.kind] }),
    check('timesheet_reminders_kind_ck', sql.raw(checkIn('kind', TIMESHEET_REMINDERS))),
  ],
);
