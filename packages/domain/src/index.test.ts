import { describe, expect, it } from 'vitest';
import * as domain from './index.ts';
import * as constants from './constants.ts';
import * as jobFit from './job-fit.ts';
import * as messages from './messages/index.ts';
import * as errors from './errors.ts';
import * as permissions from './permissions.ts';
import * as phone from './phone.ts';
import * as time from './time.ts';
import * as calendarRange from './calendar-range.ts';
import * as geo from './geo.ts';
import * as fields from './schemas/fields.ts';
import * as auth from './schemas/auth.ts';
import * as settings from './schemas/settings.ts';
import * as addresses from './schemas/addresses.ts';
import * as organizations from './schemas/organizations.ts';
import * as locations from './schemas/locations.ts';
import * as shifts from './schemas/shifts.ts';
import * as requests from './schemas/requests.ts';
import * as invites from './schemas/invites.ts';
import * as users from './schemas/users.ts';
import * as menus from './menus.ts';
import * as commonContracts from './contracts/common.ts';
import * as strictContracts from './contracts/strict.ts';
import * as authContracts from './contracts/auth.ts';
import * as userContracts from './contracts/users.ts';
import * as organizationContracts from './contracts/organizations.ts';
import * as locationContracts from './contracts/locations.ts';
import * as mapContracts from './contracts/map.ts';
import * as inviteContracts from './contracts/invites.ts';
import * as shiftContracts from './contracts/shifts.ts';
import * as dashboardContracts from './contracts/dashboard.ts';
import * as reportContracts from './contracts/reports.ts';
import * as systemContracts from './contracts/system.ts';
import * as devContracts from './contracts/dev.ts';

describe('the package entry point', () => {
  it.each(
    Object.entries({
      constants,
      jobFit,
      messages,
      errors,
      permissions,
      phone,
      time,
      calendarRange,
      geo,
      fields,
      auth,
      settings,
      addresses,
      organizations,
      locations,
      shifts,
      requests,
      invites,
      users,
      menus,
      commonContracts,
      strictContracts,
      authContracts,
      userContracts,
      organizationContracts,
      locationContracts,
      mapContracts,
      inviteContracts,
      shiftContracts,
      dashboardContracts,
      reportContracts,
      systemContracts,
      devContracts,
    }),
  )('re-exports everything from %s', (_name, module) => {
    for (const [name, value] of Object.entries(module)) {
      expect(domain, name).toHaveProperty(name, value);
    }
  });
});
