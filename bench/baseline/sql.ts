/**
 * The statements the API sends for the benchmarked requests, copied verbatim from what drizzle
 * generates (bench/explain.ts prints them), with the same prepared-statement names where the
 * API prepares them. The harness checks the answers are identical before each run; if the
 * API's queries change, these must follow.
 */

const SHIFT_COLUMNS = `select "shifts"."id", "shifts"."starts_at", "shifts"."local_date", "shifts"."total_minutes", "shifts"."lunch_minutes", "shifts"."position", "shifts"."specialty", "shifts"."timezone", "shifts"."location_id", "locations"."name", "locations"."location_number", "locations"."organization_id", "organizations"."name", "locations"."latitude", "locations"."longitude", "locations"."state_code", "organizations"."credential_checks", counts.requests, counts.offers, counts.confirmed, counts.confirmed_start, counts.confirmed_end, counts.confirmed_name, counts.offer_deadlines, "shifts"."hourly_rate_cents", "shifts"."engagement", "shifts"."payment_terms" from "shifts" inner join "locations" on "locations"."id" = "shifts"."location_id" inner join "organizations" on "organizations"."id" = "locations"."organization_id" inner join lateral (
  select
    count(*) filter (where r.status = 'Requested')::int as requests,
    count(*) filter (where r.status = 'Offered')::int as offers,
    count(*) filter (where r.status = 'Confirmed')::int as confirmed,
    min(r.start_time) filter (where r.status = 'Confirmed') as confirmed_start,
    min(r.end_time) filter (where r.status = 'Confirmed') as confirmed_end,
    min(u.name) filter (where r.status = 'Confirmed') as confirmed_name,
    jsonb_object_agg(r.employee_id, r.offer_expires_at)
      filter (where r.status = 'Offered') as offer_deadlines
  from "shift_requests" r
  left join "users" u on u.id = r.employee_id
  where r.shift_id = "shifts"."id" and not r.declined
) counts on true`;

export interface Statement {
  /** The API's prepared-statement name; absent where the API builds the query per request. */
  name?: string;
  text: string;
}

export const SIGNED_IN_USER: Statement = {
  name: 'signed_in_user',
  text: `select "id", "email", "name", "job_title", "position", "organization_id", "is_active", "token_version", coalesce(
        (select array_agg(ul.location_id order by ul.location_id) from user_locations ul where ul.user_id = "users"."id"),
        '{}'::int[]), (case when "users"."organization_id" is null
        then (select coalesce(sum(dv.version), 0) from data_versions dv)
        else (select coalesce(sum(dv.version), 0) from data_versions dv where dv.organization_id = "users"."organization_id")
        end)::text from "users" where "users"."id" = $1`,
};

/** GET /shifts of an organization's month ($1 organization, $2 and $3 local dates). */
export const SHIFTS_MONTH_OF_ORGANIZATION: Statement = {
  name: 'shifts_list_10110',
  text: `${SHIFT_COLUMNS} where ("locations"."organization_id" = $1 and "shifts"."local_date" >= $2 and "shifts"."local_date" <= $3) order by "shifts"."starts_at" asc, "shifts"."id" asc`,
};

const IN_BOX = `"locations"."latitude" >= $3 and "locations"."latitude" <= $4 and ("locations"."longitude" >= $5 and "locations"."longitude" <= $6)`;

/** GET /shifts of every organization's month within a radius's box (independents). */
export const SHIFTS_MONTH_IN_BOX: Statement = {
  name: 'shifts_list_0011b',
  text: `${SHIFT_COLUMNS} where ("shifts"."local_date" >= $1 and "shifts"."local_date" <= $2 and ${IN_BOX}) order by "shifts"."starts_at" asc, "shifts"."id" asc`,
};

/** The same for an organization's people: $1 the organization, then the month and the box. */
export const SHIFTS_MONTH_OF_ORGANIZATION_IN_BOX: Statement = {
  name: 'shifts_list_1011b',
  text: `${SHIFT_COLUMNS} where ("locations"."organization_id" = $1 and "shifts"."local_date" >= $2 and "shifts"."local_date" <= $3 and "locations"."latitude" >= $4 and "locations"."latitude" <= $5 and ("locations"."longitude" >= $6 and "locations"."longitude" <= $7)) order by "shifts"."starts_at" asc, "shifts"."id" asc`,
};

/** GET /shifts of every organization's month (independents without a radius). */
export const SHIFTS_MONTH_OF_ALL: Statement = {
  name: 'shifts_list_00110',
  text: `${SHIFT_COLUMNS} where ("shifts"."local_date" >= $1 and "shifts"."local_date" <= $2) order by "shifts"."starts_at" asc, "shifts"."id" asc`,
};

export const SHIFT_BY_ID: Statement = {
  name: 'shift_by_id',
  text: `${SHIFT_COLUMNS} where "shifts"."id" = $1`,
};

export const SHIFT_NOTES: Statement = {
  name: 'shift_notes',
  text: `select "notes", "internal_notes", "series_id" from "shifts" where "shifts"."id" = $1`,
};

/** An open shift already posted at a partly covered shift's uncovered hours (not prepared). */
export const SHIFT_AT_HOURS: Statement = {
  text: `select "id" from "shifts" where ("shifts"."location_id" = $1 and "shifts"."position" = $2 and "shifts"."starts_at" = $3 and "shifts"."ends_at" = $4) limit $5`,
};

/** A shift's stored end, read before its requests' eligibility (not prepared). */
export const SHIFT_END: Statement = {
  text: `select "ends_at" from "shifts" where "shifts"."id" = $1`,
};

const IN_LIST = (first: number, count: number) =>
  Array.from({ length: count }, (_, index) => `$${first + index}`).join(', ');

/** The people of a shift's requests as eligibility reads them ($1… their ids). */
export const ELIGIBILITY_PEOPLE = (count: number): Statement => ({
  text: `select "id", "name", "job_title", "is_active", "email_verified_at" is not null, "organization_id", "open_to_other_organizations" from "users" where "users"."id" in (${IN_LIST(1, count)})`,
});

/** Their live confirmed hours on other shifts meeting the shift's (then 'Confirmed', false, the shift, its end and start). */
export const CONFIRMED_SPANS_MEETING = (count: number): Statement => {
  const at = (offset: number) => `$${count + offset}`;
  return {
    text: `select "shift_requests"."employee_id", coalesce("shift_requests"."start_time", "shifts"."starts_at"), coalesce("shift_requests"."end_time", "shifts"."ends_at") from "shift_requests" inner join "shifts" on "shifts"."id" = "shift_requests"."shift_id" where ("shift_requests"."employee_id" in (${IN_LIST(1, count)}) and ("shift_requests"."status" = ${at(1)} and "shift_requests"."declined" = ${at(2)} and "shifts"."id" <> ${at(3)} and coalesce("shift_requests"."start_time", "shifts"."starts_at") < ${at(4)}
    and coalesce("shift_requests"."end_time", "shifts"."ends_at") > ${at(5)}))`,
  };
};

/** Their credentials ($1… their ids). */
export const HELD_CREDENTIALS = (count: number): Statement => ({
  text: `select "user_id", "type", "state_code", "expires_on", "verified_at" is not null from "credentials" where "credentials"."user_id" in (${IN_LIST(1, count)})`,
});

const REQUEST_COLUMNS = `select "shift_requests"."id", "shift_requests"."shift_id", "shift_requests"."employee_id", "users"."name", "shift_requests"."status", "shift_requests"."declined", "shift_requests"."updated_at", "shift_requests"."start_time", "shift_requests"."end_time", "shift_requests"."notes", "shift_requests"."manager_notes", "shift_requests"."offer_expires_at", "shift_requests"."decline_reason", "shift_requests"."cancel_reason", "shift_requests"."cancelled_at", "shift_requests"."created_at", "shift_requests"."proposed_rate_cents", "shift_requests"."offered_rate_cents", "shift_requests"."agreed_rate_cents"`;

/** Issue #14: the person's late cancellations of the last 90 days, for the shift's managers. */
const LATE_CANCELLATIONS = `(select count(*)::int from shift_requests late where late.employee_id = "shift_requests"."employee_id" and late.cancelled_late and late.cancelled_at > now() - interval '90 days')`;

export const REQUESTS_ALL: Statement = {
  name: 'shift_requests_all',
  text: `${REQUEST_COLUMNS}, ${LATE_CANCELLATIONS} from "shift_requests" inner join "users" on "users"."id" = "shift_requests"."employee_id" where "shift_requests"."shift_id" = $1 order by "shift_requests"."created_at" asc, "shift_requests"."id" asc`,
};

export const REQUESTS_OWN: Statement = {
  name: 'shift_requests_own',
  text: `${REQUEST_COLUMNS} from "shift_requests" inner join "users" on "users"."id" = "shift_requests"."employee_id" where ("shift_requests"."shift_id" = $1 and "shift_requests"."employee_id" = $2) order by "shift_requests"."created_at" asc, "shift_requests"."id" asc`,
};

export const DASHBOARD_UPCOMING_CONFIRMED: Statement = {
  name: 'dashboard_upcoming_confirmed',
  text: `${SHIFT_COLUMNS} where ("shifts"."ends_at" > now() and "shifts"."starts_at" > now() - interval '1 day' and exists (select 1 from "shift_requests" r where r.shift_id = "shifts"."id"
          and r.employee_id = $1 and r.status = 'Confirmed' and not r.declined)) order by "shifts"."starts_at" asc limit $2`,
};

export const DASHBOARD_MY_REQUESTS: Statement = {
  name: 'dashboard_my_requests',
  text: `${REQUEST_COLUMNS}, "shifts"."starts_at", "shifts"."ends_at", "shifts"."timezone", "shifts"."position", "locations"."name" from "shift_requests" inner join "users" on "users"."id" = "shift_requests"."employee_id" inner join "shifts" on "shifts"."id" = "shift_requests"."shift_id" inner join "locations" on "locations"."id" = "shifts"."location_id" where ("shift_requests"."employee_id" = $1 and "shifts"."ends_at" > now() and "shifts"."starts_at" > now() - interval '1 day') order by "shift_requests"."updated_at" desc, "shift_requests"."id" desc limit $2`,
};

const NO_CLASH = (user: string) => `not exists (
          select 1 from "shift_requests" r join "shifts" s on s.id = r.shift_id
          where r.employee_id = ${user} and r.status = 'Confirmed' and not r.declined
            and s.starts_at > now() - interval '1 day'
            and coalesce(r.start_time, s.starts_at) < "shifts"."ends_at"
    and coalesce(r.end_time, s.ends_at) > "shifts"."starts_at")`;
const NOT_REQUESTED = (
  user: string,
) => `not exists (select 1 from "shift_requests" r where r.shift_id = "shifts"."id"
          and r.employee_id = ${user})`;
const UPCOMING = `"shifts"."starts_at" > now() and "shifts"."local_date" >= (now() at time zone 'UTC')::date - 1`;

/** Recommended for an organization's employee: $1 organization, $2 position, $3/$4 user, $5 limit. */
export const RECOMMENDED_IN_ORGANIZATION: Statement = {
  name: 'dashboard_recommended_10',
  text: `${SHIFT_COLUMNS} where (${UPCOMING} and "locations"."organization_id" = $1 and "shifts"."position" = $2 and "shifts"."specialty" is null and counts.confirmed = 0 and ${NOT_REQUESTED('$3')} and ${NO_CLASH('$4')}) order by "shifts"."starts_at" asc, "shifts"."id" asc limit $5`,
};

export const RECOMMENDED_IN_ORGANIZATION_WITH_SPECIALTY: Statement = {
  name: 'dashboard_recommended_11',
  text: `${SHIFT_COLUMNS} where (${UPCOMING} and "locations"."organization_id" = $1 and "shifts"."position" = $2 and "shifts"."specialty" = $3 and counts.confirmed = 0 and ${NOT_REQUESTED('$4')} and ${NO_CLASH('$5')}) order by "shifts"."starts_at" asc, "shifts"."id" asc limit $6`,
};

/** Recommended for an independent: $1 position, $2/$3 user, $4 limit. */
export const RECOMMENDED_ANYWHERE: Statement = {
  name: 'dashboard_recommended_00',
  text: `${SHIFT_COLUMNS} where (${UPCOMING} and "shifts"."position" = $1 and "shifts"."specialty" is null and counts.confirmed = 0 and ${NOT_REQUESTED('$2')} and ${NO_CLASH('$3')}) order by "shifts"."starts_at" asc, "shifts"."id" asc limit $4`,
};

export const RECOMMENDED_ANYWHERE_WITH_SPECIALTY: Statement = {
  name: 'dashboard_recommended_01',
  text: `${SHIFT_COLUMNS} where (${UPCOMING} and "shifts"."position" = $1 and "shifts"."specialty" = $2 and counts.confirmed = 0 and ${NOT_REQUESTED('$3')} and ${NO_CLASH('$4')}) order by "shifts"."starts_at" asc, "shifts"."id" asc limit $5`,
};

const OF_ORGANIZATION = (parameter: string) => `"locations"."organization_id" = ${parameter}`;
const OF_LOCATIONS = (parameter: string) => `"shifts"."location_id" = any(${parameter}::int[])`;
const OF_MANAGER = `"shifts"."location_id" in (select ul.location_id from user_locations ul
      where ul.user_id = $1)`;

const MONTH_TOTAL = (scope: string) =>
  `select count(*)::int from "shifts" inner join "locations" on "locations"."id" = "shifts"."location_id" where (${scope} and "shifts"."local_date" >= $2 and "shifts"."local_date" <= $3)`;
const BY_STATE = `, (count(*) filter (where
          counts.requests + counts.offers + counts.confirmed = 0) over ())::int, (count(*) filter (where counts.confirmed > 0) over ())::int from "shifts"`;
const UPCOMING_BY_STATE = (scope: string) =>
  `${SHIFT_COLUMNS.replace(' from "shifts"', BY_STATE)} where (${scope} and ${UPCOMING}) order by (counts.confirmed = 0 and counts.requests + counts.offers > 0) desc, "shifts"."starts_at" asc, "shifts"."id" asc limit $2`;

/** Manager statistics: this month's total ($1 the organization or the location manager). */
export const MONTH_TOTAL_OF_ORGANIZATION: Statement = {
  name: 'dashboard_month_total_organization',
  text: MONTH_TOTAL(OF_ORGANIZATION('$1')),
};
export const MONTH_TOTAL_OF_LOCATIONS: Statement = {
  name: 'dashboard_month_total_locations',
  text: MONTH_TOTAL(OF_MANAGER),
};
/** The upcoming shifts' counts by state on every row, Requested ones first ($2 the limit). */
export const UPCOMING_OF_ORGANIZATION: Statement = {
  name: 'dashboard_upcoming_organization',
  text: UPCOMING_BY_STATE(OF_ORGANIZATION('$1')),
};
export const UPCOMING_OF_LOCATIONS: Statement = {
  name: 'dashboard_upcoming_locations',
  text: UPCOMING_BY_STATE(OF_MANAGER),
};

const REPORT = (scope: string, limit: string) =>
  `select "shifts"."id", "shifts"."starts_at", "shifts"."local_date", "shifts"."total_minutes", "shifts"."lunch_minutes", "shifts"."position", "shifts"."timezone", "locations"."name", "organizations"."name", "users"."name", "shift_requests"."start_time", "shift_requests"."end_time", "shift_requests"."employee_id", "shifts"."hourly_rate_cents", "shifts"."engagement", "shift_requests"."agreed_rate_cents", "timesheets"."status", "timesheets"."start_time", "timesheets"."end_time", "timesheets"."lunch_minutes" from "shifts" inner join "locations" on "locations"."id" = "shifts"."location_id" inner join "organizations" on "organizations"."id" = "locations"."organization_id" left join "shift_requests" on "shift_requests"."shift_id" = "shifts"."id" and "shift_requests"."status" = 'Confirmed'
          and not "shift_requests"."declined" left join "users" on "users"."id" = "shift_requests"."employee_id" left join "timesheets" on "timesheets"."request_id" = "shift_requests"."id" where ("shifts"."local_date" >= $1 and "shifts"."local_date" <= $2 and ${scope}) order by "shifts"."starts_at" asc, "shifts"."id" asc limit ${limit}`;

/** A report of an organization ($3) or of a location manager's locations ($3), $4 the row cap. */
export const REPORT_OF_ORGANIZATION: Statement = {
  name: 'report_o-----',
  text: REPORT(OF_ORGANIZATION('$3'), '$4'),
};
export const REPORT_OF_LOCATIONS: Statement = {
  name: 'report_om----',
  text: REPORT(`${OF_ORGANIZATION('$3')} and ${OF_LOCATIONS('$4')}`, '$5'),
};

/** Login (not prepared by the API): the attempt limiter's transaction, the user, the clean-up. */
export const LOGIN = {
  lock: `select pg_advisory_xact_lock($1, hashtext($2))`,
  count: `select count(*)::int from "rate_limit_events" where ("rate_limit_events"."key" = $1 and "rate_limit_events"."created_at" > $2)`,
  record: (keys: number) =>
    `insert into "rate_limit_events" ("id", "key", "created_at") values ${Array.from(
      { length: keys },
      (_, index) => `(default, $${index + 1}, default)`,
    ).join(', ')} returning "id"`,
  user: `select "id", "email", "password_hash", "name", "phone_number", "job_title", "position", "organization_id", "is_active", "email_verified_at", "phone_verified_at", "token_version", "created_at", "updated_at" from "users" where "users"."email" = $1`,
  forget: (ids: number) =>
    `delete from "rate_limit_events" where "rate_limit_events"."id" in (${Array.from(
      { length: ids },
      (_, index) => `$${index + 1}`,
    ).join(', ')})`,
  clear: `delete from "rate_limit_events" where "rate_limit_events"."key" = $1`,
  remember: `with gone as (delete from "rate_limit_events" where key = $1)
    insert into "rate_limit_events" (key) values ($2)`,
};
