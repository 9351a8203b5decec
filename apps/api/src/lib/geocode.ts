import zipcodes from 'zipcodes';
import { ADDRESS_MESSAGES } from '@chairside/domain';
import { BadRequestError } from './errors.ts';

/** Offline ZIP -> coordinates (the zipcodes package ships the US dataset), so maps need no network. */
export function coordinatesOfZip(zipCode: string): { latitude: number; longitude: number } | null {
  const place = zipcodes.lookup(zipCode.slice(0, 5));
  return place ? { latitude: place.latitude, longitude: place.longitude } : null;
}

/**
 * ZIP codes whose delivery area crosses a state line: the dataset names one state, the address
 * may be in either (Fort Campbell KY/TN, Texhoma OK/TX, New Pine Creek OR/CA, Verdi NV/CA,
 * Fort Benning GA/AL).
 */
const CROSS_STATE_ZIPS: Record<string, readonly string[]> = {
  '42223': ['KY', 'TN'],
  '73949': ['OK', 'TX'],
  '97635': ['OR', 'CA'],
  '89439': ['NV', 'CA'],
  '31905': ['GA', 'AL'],
};

/**
 * Trust issue #11, item 14: an address whose ZIP code lies in another state than its state code
 * is refused (400), never stored as sent. A ZIP code the offline dataset does not know is left
 * to the caller (locations need coordinates and refuse it; organizations keep it).
 */
export function assertZipInState(address: { zipCode: string; stateCode: string }): void {
  const zip = address.zipCode.slice(0, 5);
  const place = zipcodes.lookup(zip);
  if (!place) return;
  const states = CROSS_STATE_ZIPS[zip] ?? [place.state];
  if (!states.includes(address.stateCode))
    throw new BadRequestError([ADDRESS_MESSAGES.zipNotInState]);
}
