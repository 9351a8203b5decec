import { useEffect, useState } from 'react';

/** 'pending' while the Permissions API has not answered; 'unknown' in a browser without it. */
export type GeolocationPermission = 'granted' | 'denied' | 'prompt' | 'pending' | 'unknown';

function permissionsApi(): Permissions | undefined {
  const permissions = typeof navigator === 'undefined' ? undefined : navigator.permissions;
  return permissions?.query ? permissions : undefined;
}

/**
 * The browser's geolocation permission, read from the Permissions API and followed as it
 * changes. It never asks for the position itself, so opening the page prompts nothing.
 */
export function useGeolocationPermission(): GeolocationPermission {
  const [state, setState] = useState<GeolocationPermission>(() =>
    permissionsApi() ? 'pending' : 'unknown',
  );
  useEffect(() => {
    const permissions = permissionsApi();
    if (!permissions) return;
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
      () => setState('unknown'),
    );
    return () => {
      cancelled = true;
      status?.removeEventListener('change', update);
    };
  }, []);
  return state;
}
