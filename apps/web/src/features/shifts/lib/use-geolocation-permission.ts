import { useEffect, useState } from 'react';

export type GeolocationPermission = 'granted' | 'denied' | 'prompt' | 'unknown';

/**
 * The browser's geolocation permission, read from the Permissions API and followed as it
 * changes. It never asks for the position itself, so opening the page prompts nothing.
 */
export function useGeolocationPermission(): GeolocationPermission {
  const [state, setState] = useState<GeolocationPermission>('unknown');
  useEffect(() => {
    const permissions = typeof navigator === 'undefined' ? undefined : navigator.permissions;
    if (!permissions?.query) return;
    let status: PermissionStatus | null = null;
    let cancelled = false;
    const update = () => {
      if (status) setState(status.state);
    };
    permissions.query({ name: 'geolocation' }).then(
      (answer) => {
        if (cancelled) return;
        status = answer;
        update();
        answer.addEventListener('change', update);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      status?.removeEventListener('change', update);
    };
  }, []);
  return state;
}
