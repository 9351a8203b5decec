import type { DatasetFacts } from './dataset.ts';

export interface ListCase {
  /** The page of the app, e.g. 'users', or the option list behind a filter. */
  list: string;
  label: string;
  /** API path under /api with its query, as the web app sends it. */
  url: string;
  /**
   * The first page of a list (with or without filters): DESIGN §10's 300 ms budget applies.
   * Deep pages and option lists are measured and reported beside them.
   */
  budgeted: boolean;
}

const PAGE = 'limit=10&offset=0';
/** Page 5,001 of 10 rows: someone who pressed Next a long time, or edited the URL. */
const DEEP_PAGE = 'limit=10&offset=50000';

/**
 * Every filter of the four lists of SPEC §2 (users: organization, search, status; invites and
 * locations: organization, search; organizations: state, city, admin, search), alone and
 * together, with search terms that match many rows, a few, and none (a scan's worst case).
 */
export function listCases(facts: DatasetFacts): ListCase[] {
  const big = facts.bigOrganizationId;
  const small = facts.smallOrganizationId;
  const first = (list: string, label: string, query: string): ListCase => ({
    list,
    label,
    url: `/api/${list}?${query ? `${query}&` : ''}${PAGE}`,
    budgeted: true,
  });
  const deep = (list: string): ListCase => ({
    list,
    label: 'page 5,001 (offset 50,000)',
    url: `/api/${list}?${DEEP_PAGE}`,
    budgeted: false,
  });
  return [
    first('users', 'first page', ''),
    first('users', 'status=active', 'status=active'),
    first('users', 'status=inactive', 'status=inactive'),
    first('users', 'organization (largest)', `organizationId=${big}`),
    first('users', 'organization (small)', `organizationId=${small}`),
    first('users', 'search "smith" (common)', 'search=smith'),
    first('users', 'search "an" (two letters)', 'search=an'),
    first('users', 'search "kowalski.2862@" (an email)', 'search=kowalski.2862@'),
    first('users', 'search "zzz" (no match)', 'search=zzz'),
    first(
      'users',
      'organization + search + status',
      `organizationId=${big}&search=smith&status=active`,
    ),
    deep('users'),

    first('organizations', 'first page', ''),
    first('organizations', 'state=TX', 'state=TX'),
    first('organizations', 'city "san"', 'city=san'),
    first('organizations', 'admin "maria"', 'admin=maria'),
    first('organizations', 'search "smile" (common)', 'search=smile'),
    first('organizations', 'search "kowalski" (rarer)', 'search=kowalski'),
    first('organizations', 'search "zzz" (no match)', 'search=zzz'),
    first('organizations', 'state + city + search', 'state=CA&city=san&search=dental'),
    deep('organizations'),

    first('locations', 'first page', ''),
    first('locations', 'organization (largest)', `organizationId=${big}`),
    first('locations', 'organization (small)', `organizationId=${small}`),
    first('locations', 'search "north" (name)', 'search=north'),
    first('locations', 'search "LOC-01234" (number)', 'search=LOC-01234'),
    first('locations', 'search "zzz" (no match)', 'search=zzz'),
    first('locations', 'organization + search', `organizationId=${big}&search=north`),
    deep('locations'),

    first('invites', 'first page', ''),
    first('invites', 'organization (largest)', `organizationId=${big}`),
    first('invites', 'organization (small)', `organizationId=${small}`),
    first('invites', 'search "garcia" (common)', 'search=garcia'),
    first('invites', 'search "invite4242@" (an email)', 'search=invite4242@'),
    first('invites', 'search "zzz" (no match)', 'search=zzz'),
    first('invites', 'organization + search', `organizationId=${big}&search=garcia`),
    deep('invites'),
  ];
}

/** The option lists behind the Organization filter and the location pickers. */
export function optionCases(facts: DatasetFacts): ListCase[] {
  const option = (list: string, label: string, query = ''): ListCase => ({
    list,
    label,
    url: `/api/${list}${query ? `?${query}` : ''}`,
    budgeted: false,
  });
  const big = facts.bigOrganizationId;
  return [
    option('organizations/dropdown', 'picker opened (limit=50)', 'limit=50'),
    option('organizations/dropdown', 'picker search "smile"', 'search=smile&limit=50'),
    option('organizations/dropdown', 'picker search "zzz" (no match)', 'search=zzz&limit=50'),
    option('organizations/dropdown', 'the selected one', `organizationId=${big}`),
    option('organizations/dropdown', 'every option (no query)'),
    option('locations/dropdown', 'organization (largest)', `organizationId=${big}`),
    option('locations/dropdown', 'search "north" (limit=50)', 'search=north&limit=50'),
    option('locations/dropdown', 'every option (no query)'),
  ];
}
