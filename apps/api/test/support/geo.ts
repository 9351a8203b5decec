interface Point {
  lat: number;
  lng: number;
}

/** Brute-force great-circle miles (earth radius 3959 miles, SPEC §9), written apart from the API's. */
export function bruteMiles(from: Point, to: Point): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(to.lat - from.lat);
  const dLng = rad(to.lng - from.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 3959 * Math.atan2(Math.sqrt(h), Math.sqrt(1 - h));
}

/** A small deterministic generator in [0, 1), so a failure replays. */
export function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}
