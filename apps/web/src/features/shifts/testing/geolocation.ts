import { act } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';

export const DENVER = { latitude: 39.7392, longitude: -104.9903 };

/** What getCurrentPosition answers: a position, an error code (1 denied, 2 unavailable, 3 timeout), or nothing until `answer()`. */
export type GeolocationAnswer =
  { latitude: number; longitude: number } | { code: 1 | 2 | 3 } | 'later';

type Success = (position: GeolocationPosition) => void;
type Failure = (error: GeolocationPositionError) => void;

function positionOf({ latitude, longitude }: { latitude: number; longitude: number }) {
  return {
    coords: { latitude, longitude, accuracy: 20 },
    timestamp: Date.now(),
  } as unknown as GeolocationPosition;
}

function errorOf(code: 1 | 2 | 3) {
  return {
    code,
    message: 'stubbed',
    PERMISSION_DENIED: 1,
    POSITION_UNAVAILABLE: 2,
    TIMEOUT: 3,
  } as GeolocationPositionError;
}

function define(name: 'geolocation' | 'permissions', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
  onTestFinished(() => {
    delete (navigator as unknown as Record<string, unknown>)[name];
  });
}

/**
 * Gives jsdom's navigator the geolocation and Permissions APIs of a browser whose geolocation
 * permission is `permission` ('none' leaves out the Permissions API) and whose
 * getCurrentPosition answers `answer` (asynchronously, as a browser does).
 */
export function stubGeolocation({
  permission = 'prompt',
  answer = { latitude: DENVER.latitude, longitude: DENVER.longitude },
}: {
  permission?: PermissionState | 'none';
  answer?: GeolocationAnswer;
} = {}) {
  let state: PermissionState = permission === 'none' ? 'prompt' : permission;
  const pending: { success: Success; failure: Failure }[] = [];
  const reply = (next: Exclude<GeolocationAnswer, 'later'>, call: (typeof pending)[number]) => {
    if ('code' in next) call.failure(errorOf(next.code));
    else call.success(positionOf(next));
  };
  const getCurrentPosition = vi.fn(
    (success: Success, failure: Failure = () => undefined, _options?: PositionOptions) => {
      const call = { success, failure };
      // A browser refuses at once where the permission is denied.
      if (state === 'denied') setTimeout(() => reply({ code: 1 }, call), 0);
      else if (answer === 'later') pending.push(call);
      else setTimeout(() => reply(answer, call), 0);
    },
  );
  define('geolocation', { getCurrentPosition, watchPosition: vi.fn(), clearWatch: vi.fn() });

  const status = new EventTarget() as PermissionStatus & EventTarget;
  Object.defineProperty(status, 'state', { get: () => state });
  if (permission !== 'none') {
    define('permissions', { query: vi.fn(async () => status) });
  }

  return {
    getCurrentPosition,
    /** Answers every call still waiting ('later'). */
    answer(next: Exclude<GeolocationAnswer, 'later'>) {
      act(() => {
        for (const call of pending.splice(0)) reply(next, call);
      });
    },
    /** The browser's setting changes (the Permissions API's change event). */
    changePermission(next: PermissionState) {
      act(() => {
        state = next;
        status.dispatchEvent(new Event('change'));
      });
    },
  };
}

/** jsdom without any geolocation (the API missing, as in an old or locked-down browser). */
export function removeGeolocation() {
  define('geolocation', undefined);
}
