import { makeMe } from './factories/users.ts';

/** The paging of a list's second page of ten, as the server is asked for it. */
export const SECOND_PAGE = { limit: '10', offset: '10' };

/** GET /organizations/dropdown as the users and invites tests answer it. */
export const ORGANIZATIONS = [
  { value: 3, label: 'Bright Smiles' },
  { value: 4, label: 'Lakeside Dental' },
];

/** GET /locations/dropdown for Bright Smiles. */
export const LOCATIONS = [
  { value: 11, label: 'Bright Smiles - Downtown' },
  { value: 12, label: 'Bright Smiles - Uptown' },
];

/** A manager of Bright Smiles. */
export const manager = makeMe({
  id: 50,
  position: 'manager',
  organizationId: 3,
  organizationName: 'Bright Smiles',
});
