import { LocateFixed, MapPinOff, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import type { LocationStatus } from '../lib/use-user-location.ts';

/** SPEC §8 texts. */
export const LOCATION_TEXTS = {
  requesting: 'Getting your location...',
  deniedTitle: 'Location Access Denied:',
  denied:
    "We can't show your current location on the map. Please enable location permissions in your browser settings to see nearby locations.",
  errorTitle: 'Location Error:',
  error: 'There was an error getting your location. The map is showing a default view.',
  radiusDenied: 'Enable location permissions to use radius filter',
  radiusError: 'Location error - radius filter unavailable',
} as const;

const box = 'flex items-start gap-3 rounded-lg border p-3 text-sm shadow-sm';

/**
 * The map's location banner (SPEC §2, §8): 'Getting your location...' while the browser
 * answers, then nothing once granted, or why the map shows the default view.
 */
export function LocationBanner({
  status,
  onRetry,
  className,
}: {
  status: LocationStatus;
  onRetry?: () => void;
  className?: string;
}) {
  if (status === 'requesting') {
    return (
      <div
        role="status"
        className={cn(box, 'items-center bg-card text-card-foreground', className)}
      >
        <LocateFixed aria-hidden className="size-4 shrink-0 text-primary" />
        <p>{LOCATION_TEXTS.requesting}</p>
      </div>
    );
  }
  if (status === 'denied') {
    return (
      <div
        role="alert"
        className={cn(
          box,
          'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200',
          className,
        )}
      >
        <MapPinOff aria-hidden className="mt-0.5 size-4 shrink-0" />
        <p>
          <strong className="font-semibold">{LOCATION_TEXTS.deniedTitle}</strong>{' '}
          {LOCATION_TEXTS.denied}
        </p>
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div
        role="alert"
        className={cn(box, 'border-destructive/40 bg-card text-card-foreground', className)}
      >
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
        <div className="min-w-0 flex-1">
          <p>
            <strong className="font-semibold">{LOCATION_TEXTS.errorTitle}</strong>{' '}
            {LOCATION_TEXTS.error}
          </p>
          {onRetry ? (
            <Button type="button" variant="outline" size="sm" onClick={onRetry} className="mt-2">
              Try again
            </Button>
          ) : null}
        </div>
      </div>
    );
  }
  return null;
}
