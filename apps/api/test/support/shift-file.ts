import type { SQL } from 'drizzle-orm';
import type { AppConfig } from '../../src/config.ts';
import { adminWorldForFile } from './admin-file.ts';
import type { OrgKey } from './admin-world.ts';
import type { MakeUserOptions } from './factories.ts';
import { readOutbox } from './outbox.ts';
import {
  freshMember,
  makeRequest,
  makeShift,
  type MakeRequestOptions,
  type MakeShiftOptions,
} from './shift-world.ts';
import { queryRows } from './sql.ts';

export { FILLED_SHIFT, localAt, localFromNow, messagesOf } from './shift-world.ts';

/**
 * The admin world of one test file (see adminWorldForFile) with the shift factories bound to its
 * database: shifts and requests inserted directly, fresh members of organization A (or B) with
 * a token, raw queries and the outbox.
 */
export function shiftWorldForFile(overrides: Partial<AppConfig> = {}) {
  const file = adminWorldForFile(overrides);
  const { t, world } = file;
  return {
    ...file,
    makeShift: (options: MakeShiftOptions) => makeShift(t.db, options),
    makeRequest: (options: MakeRequestOptions) => makeRequest(t.db, options),
    freshMember: (options: MakeUserOptions = {}, org: OrgKey = 'a') =>
      freshMember(t, world[org].organization.id, options),
    queryRows: <T>(query: SQL) => queryRows<T>(t.db, query),
    readOutbox: (to: string) => readOutbox(t.app, to),
  };
}
