import { describe, expect, it } from 'vitest';
import * as domain from './index.ts';
import * as constants from './constants.ts';
import * as messages from './messages.ts';
import * as errors from './errors.ts';
import * as permissions from './permissions.ts';
import * as phone from './phone.ts';
import * as time from './time.ts';
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

describe('the package entry point', () => {
  it.each(
    Object.entries({
      constants,
      messages,
      errors,
      permissions,
      phone,
      time,
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
    }),
  )('re-exports everything from %s', (_name, module) => {
    for (const [name, value] of Object.entries(module)) {
      expect(domain, name).toHaveProperty(name, value);
    }
  });
});
