import type { ActorKey } from './admin-world.ts';

/**
 * Who may assign a shift of organization A (and so ask whom to assign it to), and at which of
 * A's locations: 0 is managed by A's location manager, 1 by nobody.
 */
export const MAY_ASSIGN: [string, ActorKey, 0 | 1][] = [
  ['an admin', 'adminA', 1],
  ['a platform admin', 'platformAdmin', 1],
  ['a location manager at their location', 'locationManagerA', 0],
];

/** Who may not, with the status of the refusal: 404 where the shift is out of reach. */
export const MAY_NOT_ASSIGN: [string, ActorKey, 0 | 1, number][] = [
  ['an employee', 'employeeA', 0, 403],
  ['the independent employee', 'independent', 0, 403],
  ['a location manager outside their locations', 'locationManagerA', 1, 403],
  ['another organization’s manager', 'managerB', 0, 404],
  ['another organization’s admin', 'adminB', 0, 404],
];
