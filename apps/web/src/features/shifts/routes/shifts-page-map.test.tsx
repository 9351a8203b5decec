import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queriesOf } from '@/test/api-stub.ts';
import { DENVER, stubGeolocation } from '../testing/geolocation.ts';
import {
  makeShift,
  renderShiftsPage,
  shiftCalls,
  shiftsQueried,
} from '../testing/render-shifts-page.tsx';

const DENIED_TEXT =
  "Location Access Denied: We can't show your current location on the map. Please enable location permissions in your browser settings to see nearby locations.";
const ERROR_TEXT =
  'Location Error: There was an error getting your location. The map is showing a default view.';
const MAP_PATH = '/dashboard/shifts?date=2026-11-23&view=map';
const POINT = { lat: String(DENVER.latitude), lng: String(DENVER.longitude) };

/** A shift on the panel's day in Denver and one in Los Angeles. */
const denverShift = makeShift({
  id: 1,
  locationId: 11,
  locationName: 'Downtown',
  latitude: 39.7491,
  longitude: -104.9946,
  position: 'Hygienist',
});
const losAngelesShift = makeShift({
  id: 2,
  locationId: 21,
  locationName: 'Harbor',
  latitude: 34.0614,
  longitude: -118.2385,
  position: 'Doctor',
  date: '2026-11-23T17:00:00.000Z',
});

function radiusSelect() {
  return screen.findByRole('combobox', { name: 'Radius' });
}

async function chooseRadius(user: UserEvent, label: string) {
  await user.click(await radiusSelect());
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: label }));
}

function map() {
  return screen.findByTestId('shifts-map');
}

function markerNames() {
  return screen
    .queryAllByRole('button')
    .filter((button) => button.classList.contains('chairside-marker'))
    .map((button) => button.getAttribute('aria-label'));
}

describe('Shifts page: the radius filter and the user’s location', () => {
  it('asks for no position on a plain calendar load and offers the radius', async () => {
    const geo = stubGeolocation({ permission: 'prompt' });
    renderShiftsPage();
    const radius = await radiusSelect();
    await screen.findByRole('heading', { name: 'November 2026' });
    expect(radius).toBeEnabled();
    expect(radius).toHaveAccessibleDescription('Uses your current location');
    expect(geo.getCurrentPosition).not.toHaveBeenCalled();
  });

  it('reads the position on load when the permission is already granted', async () => {
    const geo = stubGeolocation({ permission: 'granted' });
    renderShiftsPage();
    const radius = await radiusSelect();
    await waitFor(() => expect(radius).not.toHaveAccessibleDescription());
    expect(radius).toBeEnabled();
    expect(geo.getCurrentPosition).toHaveBeenCalledTimes(1);
  });

  it('disables the radius with the SPEC hint when the permission is denied', async () => {
    const geo = stubGeolocation({ permission: 'denied' });
    renderShiftsPage();
    const radius = await radiusSelect();
    await waitFor(() => expect(radius).toBeDisabled());
    expect(radius).toHaveAccessibleDescription('Enable location permissions to use radius filter');
    expect(geo.getCurrentPosition).not.toHaveBeenCalled();
  });

  it('asks when a radius is chosen and disables it with the SPEC hint when that fails', async () => {
    const user = userEvent.setup();
    const geo = stubGeolocation({ permission: 'prompt', answer: { code: 3 } });
    renderShiftsPage();
    await chooseRadius(user, '25 miles');
    const radius = await radiusSelect();
    await waitFor(() => expect(radius).toBeDisabled());
    expect(radius).toHaveAccessibleDescription('Location error - radius filter unavailable');
    expect(geo.getCurrentPosition).toHaveBeenCalledTimes(1);
  });

  it('sends radius, lat and lng with the month once both exist, so far shifts leave the calendar and the panel', async () => {
    const user = userEvent.setup();
    const geo = stubGeolocation({ permission: 'prompt', answer: 'later' });
    const { calls, search } = renderShiftsPage({ shifts: [denverShift, losAngelesShift] });
    expect(await screen.findAllByTestId('shift-item')).toHaveLength(2);

    await chooseRadius(user, '25 miles');
    expect(search().get('radius')).toBe('25');
    expect(await radiusSelect()).toHaveAccessibleDescription('Getting your location...');
    // No position yet: nothing is sent with a radius.
    expect(shiftCalls(calls).some((query) => 'radius' in query)).toBe(false);

    await waitFor(() => expect(geo.getCurrentPosition).toHaveBeenCalledTimes(1));
    geo.answer(DENVER);
    await shiftsQueried(calls, { radius: '25', ...POINT });
    await waitFor(() => expect(screen.getAllByTestId('shift-item')).toHaveLength(1));
    expect(screen.getByTestId('shift-item')).toHaveTextContent('Downtown');
    expect(screen.getByRole('button', { name: /November 23/ })).toHaveAccessibleName(
      'Monday, November 23: 1 shift, 1 unassigned Hygienist',
    );

    await chooseRadius(user, 'No radius');
    expect(search().get('radius')).toBeNull();
    await waitFor(() => expect(screen.getAllByTestId('shift-item')).toHaveLength(2));
  });

  it('sends no radius from a link while the location is denied', async () => {
    stubGeolocation({ permission: 'denied' });
    const { calls } = renderShiftsPage({ path: '/dashboard/shifts?date=2026-11-23&radius=25' });
    await waitFor(() =>
      expect(shiftCalls(calls)).toContainEqual({ month: '11', year: '2026', span: 'grid' }),
    );
    expect(shiftCalls(calls).some((query) => 'radius' in query)).toBe(false);
  });
});

describe('Shifts page: the map view', () => {
  it('asks for the location, then centres on it at zoom 13 with a marker per location', async () => {
    const geo = stubGeolocation({ permission: 'prompt', answer: 'later' });
    const { calls } = renderShiftsPage({ path: MAP_PATH });
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
      'Getting your location...',
    );
    expect(await screen.findByRole('heading', { name: 'Locations map' })).toBeVisible();
    await waitFor(() => expect(geo.getCurrentPosition).toHaveBeenCalledTimes(1));
    expect(await map()).toHaveAttribute('data-zoom', '4');

    geo.answer(DENVER);
    await waitFor(async () => expect(await map()).toHaveAttribute('data-zoom', '13'));
    expect(await map()).toHaveAttribute('data-center-lat', '39.7392');
    expect(await map()).toHaveAttribute('data-center-lng', '-104.9903');
    expect(screen.queryByText('Getting your location...')).toBeNull();
    expect(screen.getByRole('img', { name: 'You are here' })).toBeInTheDocument();
    await waitFor(() => expect(markerNames()).toEqual(['Downtown', 'Boulder', 'Harbor']));
    for (const marker of screen.getAllByRole('button', { name: /^(Downtown|Boulder|Harbor)$/ })) {
      expect(marker).toHaveAttribute('tabindex', '0');
      expect(marker).toHaveAttribute('title', marker.getAttribute('aria-label'));
    }
    expect(screen.getByText('3 locations')).toBeVisible();
    // No radius: the locations are asked for without a point.
    expect(queriesOf(calls, '/api/locations/map').at(-1)).toEqual({});
    expect(queriesOf(calls, '/api/config')).toHaveLength(1);
    expect(await screen.findByText('OpenStreetMap')).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );
  });

  it('with a radius asks for the locations within it around the user, and draws only those', async () => {
    const user = userEvent.setup();
    stubGeolocation({ permission: 'granted' });
    const { calls } = renderShiftsPage({ path: `${MAP_PATH}&radius=25` });
    await waitFor(() =>
      expect(queriesOf(calls, '/api/locations/map')).toContainEqual({ radius: '25', ...POINT }),
    );
    await waitFor(() => expect(markerNames()).toEqual(['Downtown', 'Boulder']));
    expect(screen.getByText('2 locations within 25 miles')).toBeVisible();
    expect(document.querySelector('path.chairside-radius')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Boulder' }));
    const popup = await screen.findByTestId('location-popup');
    expect(popup).toHaveTextContent('24.8 miles away');
    expect(popup).toHaveTextContent('Location #BSD-002');
  });

  it('with a radius on a map that has no size yet, centres on the user rather than fail', async () => {
    stubGeolocation({ permission: 'granted' });
    renderShiftsPage({ path: `${MAP_PATH}&radius=25` });
    await waitFor(() => expect(markerNames()).toEqual(['Downtown', 'Boulder']));
    await waitFor(async () => expect(await map()).toHaveAttribute('data-zoom', '13'));
    expect(await map()).toHaveAttribute('data-center-lat', POINT.lat);
  });

  it('shows the denial banner when the person refuses the position the map asks for', async () => {
    // A browser without the Permissions API: the map's question is the only answer.
    const geo = stubGeolocation({ permission: 'none', answer: 'later' });
    renderShiftsPage({ path: MAP_PATH });
    await waitFor(() => expect(geo.getCurrentPosition).toHaveBeenCalledTimes(1));
    geo.answer({ code: 1 });
    expect(await screen.findByRole('alert')).toHaveTextContent(DENIED_TEXT);
    expect(await map()).toHaveAttribute('data-zoom', '4');
  });

  // Issue #26 §11: nothing was asked and no radius chosen, so nothing alarms.
  it('shows the default view over the central US, with no alarm, when the browser already denies', async () => {
    stubGeolocation({ permission: 'denied' });
    renderShiftsPage({ path: MAP_PATH });
    expect(await map()).toHaveAttribute('data-zoom', '4');
    expect(screen.queryByText(/Location Access Denied/)).toBeNull();
    expect(await map()).toHaveAttribute('data-center-lat', '39.8283');
    expect(await map()).toHaveAttribute('data-center-lng', '-98.5795');
    await waitFor(() => expect(markerNames()).toHaveLength(3));
    expect(screen.queryByRole('img', { name: 'You are here' })).toBeNull();
    expect(await radiusSelect()).toHaveAccessibleDescription(
      'Enable location permissions to use radius filter',
    );
  });

  it('shows the error banner on a failure, and centres on the user after Try again', async () => {
    const user = userEvent.setup();
    const geo = stubGeolocation({ permission: 'prompt', answer: 'later' });
    renderShiftsPage({ path: MAP_PATH });
    await waitFor(() => expect(geo.getCurrentPosition).toHaveBeenCalledTimes(1));
    geo.answer({ code: 2 });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ERROR_TEXT);
    expect(await map()).toHaveAttribute('data-zoom', '4');
    expect(await radiusSelect()).toHaveAccessibleDescription(
      'Location error - radius filter unavailable',
    );

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(geo.getCurrentPosition).toHaveBeenCalledTimes(2));
    geo.answer(DENVER);
    await waitFor(async () => expect(await map()).toHaveAttribute('data-zoom', '13'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('selects a clicked marker’s location and shows the day’s positions in its popup', async () => {
    const user = userEvent.setup();
    stubGeolocation({ permission: 'granted' });
    const { search, calls } = renderShiftsPage({
      path: MAP_PATH,
      shifts: [
        denverShift,
        makeShift({ id: 3, locationId: 11, position: 'Front Desk', latitude: 39.7491 }),
        makeShift({ id: 4, locationId: 11, position: 'Hygienist', status: 'Requested' }),
        losAngelesShift,
      ],
    });
    const downtown = await screen.findByRole('button', { name: 'Downtown' });
    // The pin shows how many shifts the chosen day has there.
    await waitFor(() => expect(downtown).toHaveTextContent('3'));

    await user.click(downtown);
    expect(search().get('location')).toBe('11');
    const popup = await screen.findByTestId('location-popup');
    expect(within(popup).getByRole('heading', { name: 'Downtown' })).toBeVisible();
    expect(popup).toHaveTextContent('Location #BSD-001');
    expect(popup).not.toHaveTextContent('miles away');
    const groups = within(popup)
      .getAllByRole('listitem')
      .map((item) => item.dataset.group);
    expect(groups).toEqual(['Front Desk', 'Hygienist']);
    expect(popup).toHaveTextContent('Hygienist2 shifts, 1 unassigned');
    await shiftsQueried(calls, { locationId: '11' });
    expect(screen.getByRole('button', { name: 'Downtown' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    // user-event's pointer sequence on a second marker trips jsdom-only drag bookkeeping in
    // Leaflet; a plain click is what a browser delivers (the e2e journey clicks for real).
    fireEvent.click(screen.getByRole('button', { name: 'Boulder' }));
    expect(search().get('location')).toBe('12');
    expect(await screen.findByText('No shifts scheduled for this date')).toBeVisible();
    // Every marker stays, so another location is one click away.
    expect(markerNames()).toEqual(['Downtown', 'Boulder', 'Harbor']);
    expect(screen.getByRole('button', { name: 'Downtown' })).not.toHaveAttribute('aria-current');
  });

  it('opens and selects a marker from the keyboard', async () => {
    const user = userEvent.setup();
    stubGeolocation({ permission: 'granted' });
    const { search } = renderShiftsPage({ path: MAP_PATH });
    const harbor = await screen.findByRole('button', { name: 'Harbor' });
    harbor.focus();
    await user.keyboard('{Enter}');
    expect(search().get('location')).toBe('21');
    expect(await screen.findByTestId('location-popup')).toHaveTextContent('Harbor');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByTestId('location-popup')).toBeNull());

    const boulder = screen.getByRole('button', { name: 'Boulder' });
    boulder.focus();
    await user.keyboard(' ');
    expect(search().get('location')).toBe('12');
    expect(await screen.findByTestId('location-popup')).toHaveTextContent('Boulder');
  });

  it('asks the map locations of the chosen organization', async () => {
    stubGeolocation({ permission: 'granted' });
    const { calls } = renderShiftsPage({ path: `${MAP_PATH}&org=4` });
    await waitFor(() =>
      expect(queriesOf(calls, '/api/locations/map')).toContainEqual({ organizationId: '4' }),
    );
  });
});
