import { describe, expect, it } from 'vitest';
import { JOB_TITLES, SPECIALTIES, type JobTitle } from './constants.ts';
import { jobTitleFitsShift, jobTitlesFitting, type ShiftRole } from './job-fit.ts';

const shift = (position: string, specialty: string | null = null): ShiftRole => ({
  position,
  specialty,
});

/** Every kind of shift SPEC §1 and §9 allow: four plain positions and five specialty ones. */
const SHIFT_KINDS: ShiftRole[] = [
  shift('Hygienist'),
  shift('Doctor'),
  shift('Front Desk'),
  shift('Dental Assistant-General Practice'),
  ...SPECIALTIES.map((specialty) => shift('Dental Assistant-Specialty', specialty)),
];

/** The one kind of shift each job title fits; every other pair does not fit. */
const FITS: Record<JobTitle, ShiftRole> = {
  Hygienist: shift('Hygienist'),
  'Dental Assistant-General Practice': shift('Dental Assistant-General Practice'),
  'Specialty Assistant-Endo': shift('Dental Assistant-Specialty', 'Endodontics'),
  'Specialty Assistant-Oral Surgery': shift('Dental Assistant-Specialty', 'Oral Surgery'),
  'Specialty Assistant-Ortho': shift('Dental Assistant-Specialty', 'Orthodontics'),
  'Specialty Assistant-Pedo': shift('Dental Assistant-Specialty', 'Pedodontics'),
  'Specialty Assistant-Perio': shift('Dental Assistant-Specialty', 'Periodontics'),
  'Front Desk': shift('Front Desk'),
};

const describeShift = ({ position, specialty }: ShiftRole) =>
  specialty ? `${position} (${specialty})` : position;

describe('jobTitleFitsShift (SPEC §9 job titles against shift positions)', () => {
  const pairs = JOB_TITLES.flatMap((title) =>
    SHIFT_KINDS.map((kind) => ({
      title,
      kind,
      fits: describeShift(FITS[title]) === describeShift(kind),
    })),
  );

  it.each(
    pairs.map((pair) => [pair.title, describeShift(pair.kind), pair.fits, pair.kind] as const),
  )('a %s fits a %s shift: %s', (title, _shown, fits, kind) => {
    expect(jobTitleFitsShift(title, kind)).toBe(fits);
  });

  it('fits a Specialty Assistant-Endo to a Dental Assistant-Specialty shift in Endodontics only', () => {
    expect(
      jobTitleFitsShift(
        'Specialty Assistant-Endo',
        shift('Dental Assistant-Specialty', 'Endodontics'),
      ),
    ).toBe(true);
    expect(
      jobTitleFitsShift(
        'Specialty Assistant-Endo',
        shift('Dental Assistant-Specialty', 'Periodontics'),
      ),
    ).toBe(false);
    expect(
      jobTitleFitsShift('Specialty Assistant-Endo', shift('Dental Assistant-General Practice')),
    ).toBe(false);
  });

  it('fits nobody to a Doctor shift', () => {
    expect(jobTitlesFitting(shift('Doctor'))).toEqual([]);
  });

  it('fits nothing to a job title off the list', () => {
    for (const kind of SHIFT_KINDS) expect(jobTitleFitsShift('Office Manager', kind)).toBe(false);
  });
});

describe('jobTitlesFitting', () => {
  it('lists the titles that fit a shift', () => {
    expect(jobTitlesFitting(shift('Hygienist'))).toEqual(['Hygienist']);
    expect(jobTitlesFitting(shift('Dental Assistant-Specialty', 'Orthodontics'))).toEqual([
      'Specialty Assistant-Ortho',
    ]);
  });
});
