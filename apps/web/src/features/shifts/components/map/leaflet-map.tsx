import 'leaflet/dist/leaflet.css';
import './leaflet-map.css';
import {
  MAP_DEFAULT_CENTER,
  MAP_DEFAULT_ZOOM,
  MAP_LOCATED_ZOOM,
  METERS_PER_MILE,
  type MapLocation,
} from '@chairside/domain';
import {
  latLng,
  type LatLngTuple,
  type LeafletKeyboardEvent,
  type Marker as LMarker,
} from 'leaflet';
import { memo, useEffect, useMemo, useState } from 'react';
import { Circle, MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import type { PositionCount } from '../../lib/location-shifts.ts';
import type { UserPosition } from '../../lib/use-user-location.ts';
import { LocationPopupContent } from '../location-popup-content.tsx';
import { locationIcon, youAreHereIcon } from './map-icons.ts';

const ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
const NO_POSITIONS: readonly PositionCount[] = [];

export interface LeafletMapProps {
  /** Tile template from GET /config; no tiles until it is known. */
  tileUrl: string | undefined;
  locations: readonly MapLocation[];
  /** The chosen day's shifts by location; undefined while they load. */
  positions: ReadonlyMap<number, PositionCount[]> | undefined;
  shiftsError?: string;
  userPosition: UserPosition | null;
  /** The radius in miles, drawn around the user when both exist. */
  radiusMiles: number | null;
  selectedLocationId: number | null;
  onSelectLocation: (id: number) => void;
  /** The chosen day, for the popups: 'Monday, Nov 23'. */
  dayLabel: string;
}

/**
 * The Leaflet map of the shifts page (SPEC §2): loaded on its own chunk, with Leaflet and its
 * stylesheet, only when the map view opens (DESIGN §10).
 */
export default function LeafletMap({
  tileUrl,
  locations,
  positions,
  shiftsError,
  userPosition,
  radiusMiles,
  selectedLocationId,
  onSelectLocation,
  dayLabel,
}: LeafletMapProps) {
  // Read once: Leaflet takes its animation options when the map is made.
  const [animate] = useState(() => !window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  // MapContainer reads its view once; later changes go through ViewController.
  const [initial] = useState(() =>
    userPosition
      ? { center: [userPosition.lat, userPosition.lng] as LatLngTuple, zoom: MAP_LOCATED_ZOOM }
      : {
          center: [MAP_DEFAULT_CENTER.lat, MAP_DEFAULT_CENTER.lng] as LatLngTuple,
          zoom: MAP_DEFAULT_ZOOM,
        },
  );
  const youIcon = useMemo(() => youAreHereIcon(), []);
  const here: LatLngTuple | null = userPosition ? [userPosition.lat, userPosition.lng] : null;
  const showDistance = radiusMiles !== null;

  return (
    <MapContainer
      center={initial.center}
      zoom={initial.zoom}
      className="chairside-map"
      zoomAnimation={animate}
      fadeAnimation={animate}
      markerZoomAnimation={animate}
    >
      <MapDomState />
      <ViewController position={userPosition} radiusMiles={radiusMiles} animate={animate} />
      {tileUrl ? <TileLayer url={tileUrl} attribution={ATTRIBUTION} /> : null}
      {here && radiusMiles ? (
        <Circle
          center={here}
          radius={radiusMiles * METERS_PER_MILE}
          className="chairside-radius"
          interactive={false}
          weight={2}
          fillOpacity={0.08}
        />
      ) : null}
      {here ? (
        <Marker
          position={here}
          icon={youIcon}
          title="You are here"
          interactive={false}
          keyboard={false}
          zIndexOffset={-100}
        />
      ) : null}
      {locations.map((location) => (
        <LocationMarker
          key={location.id}
          location={location}
          positions={positions ? (positions.get(location.id) ?? NO_POSITIONS) : undefined}
          shiftsError={shiftsError}
          showDistance={showDistance}
          dayLabel={dayLabel}
          selected={location.id === selectedLocationId}
          onSelect={onSelectLocation}
        />
      ))}
    </MapContainer>
  );
}

/**
 * Names the map for assistive technology and exposes its view as data attributes
 * (data-zoom, data-center-lat, data-center-lng), which the end-to-end journeys read.
 */
function MapDomState() {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', 'Map of locations');
    container.setAttribute('data-testid', 'shifts-map');
    const report = () => {
      const center = map.getCenter();
      container.setAttribute('data-zoom', String(map.getZoom()));
      container.setAttribute('data-center-lat', center.lat.toFixed(4));
      container.setAttribute('data-center-lng', center.lng.toFixed(4));
    };
    report();
    map.on('moveend zoomend', report);
    return () => {
      map.off('moveend zoomend', report);
    };
  }, [map]);
  return null;
}

/**
 * Follows the user: zoom 13 on their position once it is known (SPEC §9), or the whole circle
 * when a radius is set, so every location inside it is in view.
 */
function ViewController({
  position,
  radiusMiles,
  animate,
}: {
  position: UserPosition | null;
  radiusMiles: number | null;
  animate: boolean;
}) {
  const map = useMap();
  const lat = position?.lat;
  const lng = position?.lng;
  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    const center = latLng(lat, lng);
    const { x: width, y: height } = map.getSize();
    // A map not laid out yet has no zoom that fits the circle: Leaflet would compute NaN and
    // the next layer drawn (the radius circle) would throw. It centres on the user instead.
    if (radiusMiles && width > 0 && height > 0) {
      map.fitBounds(center.toBounds(radiusMiles * METERS_PER_MILE * 2), {
        animate,
        padding: [16, 16],
      });
    } else {
      map.setView(center, MAP_LOCATED_ZOOM, { animate });
    }
    // Only a new position or radius moves the map; the user pans freely in between.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, lat, lng, radiusMiles]);
  return null;
}

interface LocationMarkerProps {
  location: MapLocation;
  positions: readonly PositionCount[] | undefined;
  shiftsError: string | undefined;
  showDistance: boolean;
  dayLabel: string;
  selected: boolean;
  onSelect: (id: number) => void;
}

/**
 * One location: a focusable pin named after it (Enter or Space opens it, like a click) whose
 * popup tells the chosen day's shifts; opening it selects the location.
 */
const LocationMarker = memo(function LocationMarker({
  location,
  positions,
  shiftsError,
  showDistance,
  dayLabel,
  selected,
  onSelect,
}: LocationMarkerProps) {
  const count = positions?.reduce((total, entry) => total + entry.count, 0) ?? 0;
  const icon = useMemo(
    () => locationIcon({ name: location.name, count, selected }),
    [location.name, count, selected],
  );
  const eventHandlers = useMemo(
    () => ({
      click: () => onSelect(location.id),
      // A button's keys: Enter or Space toggles the popup, opening it selects the location.
      // Handled on keydown (whose default is prevented, so Leaflet's own Enter on keypress
      // does not toggle it back).
      keydown: (event: LeafletKeyboardEvent) => {
        const { key } = event.originalEvent;
        if (key !== 'Enter' && key !== ' ') return;
        event.originalEvent.preventDefault();
        const marker = event.target as LMarker;
        if (marker.isPopupOpen()) {
          marker.closePopup();
        } else {
          marker.openPopup();
          onSelect(location.id);
        }
      },
    }),
    [location.id, onSelect],
  );
  return (
    <Marker
      position={[location.latitude, location.longitude]}
      icon={icon}
      title={location.name}
      keyboard
      riseOnHover
      zIndexOffset={selected ? 1000 : 0}
      eventHandlers={eventHandlers}
    >
      <Popup minWidth={200} maxWidth={280} autoPanPadding={[24, 24]}>
        <LocationPopupContent
          location={location}
          showDistance={showDistance}
          positions={positions}
          dayLabel={dayLabel}
          error={shiftsError}
        />
      </Popup>
    </Marker>
  );
});
