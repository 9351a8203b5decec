import { GEOLOCATION_MAX_AGE_MS, GEOLOCATION_TIMEOUT_MS } from '@chairside/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useGeolocationPermission } from './use-geolocation-permission.ts';

/** SPEC §4 location permission. */
export type LocationStatus = 'idle' | 'requesting' | 'granted' | 'denied' | 'error';

export interface UserPosition {
  lat: number;
  lng: number;
}

export interface UserLocation {
  status: LocationStatus;
  /** Set once the browser answered with a position ('granted'). */
  position: UserPosition | null;
  /** Whether the position was asked for in this visit (not only known from the Permissions API). */
  asked: boolean;
  /** Asks again after an error (a denial needs the browser's settings instead). */
  retry: () => void;
}

/** GeolocationPositionError.PERMISSION_DENIED. */
const PERMISSION_DENIED = 1;

type Outcome = { status: 'granted'; position: UserPosition } | { status: 'denied' | 'error' };

/** About 11 m: plenty for a radius in miles, and the query keys stay put as the fix jitters. */
const roundCoordinate = (value: number) => Math.round(value * 10_000) / 10_000;

function geolocationOf(): Geolocation | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.geolocation;
}

/**
 * The user's position for the map and the radius filter (SPEC §4, §7): asked with a 10 s
 * timeout and a 5 minute cache only when `wanted` (the map is open or a radius is chosen), or
 * straight away when the Permissions API says it is already granted, since that prompts
 * nothing. A denial the Permissions API already knows is 'denied' without asking.
 */
export function useUserLocation(wanted: boolean): UserLocation {
  const permission = useGeolocationPermission();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [attempt, setAttempt] = useState(0);
  const askedFor = useRef(-1);
  const supported = geolocationOf() !== undefined;

  // The permission changed in the browser's settings: granted (or reset to ask) after a
  // denial or an error means asking again.
  const [seenPermission, setSeenPermission] = useState(permission);
  if (seenPermission !== permission) {
    setSeenPermission(permission);
    const stale =
      (permission === 'granted' && outcome !== null && outcome.status !== 'granted') ||
      (permission === 'prompt' && outcome?.status === 'denied');
    if (stale) {
      setOutcome(null);
      setAttempt((current) => current + 1);
    }
  }

  // A denial the Permissions API already knows needs no question: the browser would refuse.
  // Until it has answered, nothing is asked, so that a known denial never reads as a refusal
  // of this visit's question (issue #26 §11).
  const shouldAsk =
    supported &&
    permission !== 'denied' &&
    permission !== 'pending' &&
    (wanted || permission === 'granted');
  useEffect(() => {
    const geolocation = geolocationOf();
    if (!shouldAsk || outcome !== null || askedFor.current === attempt || !geolocation) return;
    askedFor.current = attempt;
    geolocation.getCurrentPosition(
      ({ coords }) => {
        if (askedFor.current !== attempt) return;
        setOutcome({
          status: 'granted',
          position: {
            lat: roundCoordinate(coords.latitude),
            lng: roundCoordinate(coords.longitude),
          },
        });
      },
      (error) => {
        if (askedFor.current !== attempt) return;
        setOutcome({ status: error.code === PERMISSION_DENIED ? 'denied' : 'error' });
      },
      {
        enableHighAccuracy: false,
        timeout: GEOLOCATION_TIMEOUT_MS,
        maximumAge: GEOLOCATION_MAX_AGE_MS,
      },
    );
  }, [shouldAsk, outcome, attempt]);

  const retry = useCallback(() => {
    setOutcome(null);
    setAttempt((current) => current + 1);
  }, []);

  let status: LocationStatus;
  if (!supported) status = 'error';
  else if (outcome) status = outcome.status;
  else if (permission === 'denied') status = 'denied';
  else if (shouldAsk) status = 'requesting';
  else status = 'idle';

  return {
    status,
    position: outcome?.status === 'granted' ? outcome.position : null,
    asked: outcome !== null,
    retry,
  };
}
