import zipcodes from 'zipcodes';

/** Offline ZIP -> coordinates (the zipcodes package ships the US dataset), so maps need no network. */
export function coordinatesOfZip(zipCode: string): { latitude: number; longitude: number } | null {
  const place = zipcodes.lookup(zipCode.slice(0, 5));
  return place ? { latitude: place.latitude, longitude: place.longitude } : null;
}
