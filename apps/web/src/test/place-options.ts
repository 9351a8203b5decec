/** GET /organizations/dropdown: Bright Smiles Dental (3) and Lakeside Orthodontics (4). */
export const organizationOptions = [
  { value: 3, label: 'Bright Smiles Dental' },
  { value: 4, label: 'Lakeside Orthodontics' },
];

/** GET /locations/dropdown with every location of both organizations. */
export const locationOptions = [
  { value: 11, label: 'Bright Smiles Dental - Downtown' },
  { value: 12, label: 'Bright Smiles Dental - Eastside' },
  { value: 21, label: 'Lakeside Orthodontics - Harbor' },
];
