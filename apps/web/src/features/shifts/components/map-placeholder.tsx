import { MapPinned } from 'lucide-react';

/** Stands where the map of locations will load (SPEC §2 map view). */
export function MapPlaceholder() {
  return (
    <section
      aria-labelledby="shifts-map-title"
      className="flex min-h-80 flex-col items-center justify-center gap-3 rounded-lg border border-dashed bg-card p-6 text-center text-card-foreground shadow-sm"
    >
      <MapPinned aria-hidden className="size-8 text-primary" />
      <h2 id="shifts-map-title" className="text-lg font-semibold">
        Map view
      </h2>
      <p className="max-w-sm text-sm text-muted-foreground">
        The map of your locations and the chosen day&apos;s shifts loads here.
      </p>
    </section>
  );
}
