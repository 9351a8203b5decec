import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DENVER, stubGeolocation } from '../testing/geolocation.ts';
import { useUserLocation } from './use-user-location.ts';

function renderLocation(wanted: boolean) {
  return renderHook(({ wanted: want }) => useUserLocation(want), {
    initialProps: { wanted },
  });
}

/** Lets the Permissions API's promise settle. */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Wants a position, then the browser refuses the first question with error `code`. */
async function refusedOnce(permission: PermissionState | 'none', code: 1 | 2 | 3) {
  const geo = stubGeolocation({ permission, answer: 'later' });
  const { result } = renderLocation(true);
  await waitFor(() => expect(geo.getCurrentPosition).toHaveBeenCalledTimes(1));
  geo.answer({ code });
  return { geo, result };
}

describe('useUserLocation (SPEC §4 location permission)', () => {
  it('stays idle and asks nothing on a plain load while the permission is still to be asked', async () => {
    const geo = stubGeolocation({ permission: 'prompt' });
    const { result } = renderLocation(false);
    await settle();
    expect(result.current.status).toBe('idle');
    expect(result.current.position).toBeNull();
    expect(geo.getCurrentPosition).not.toHaveBeenCalled();
  });

  it('asks once wanted, with a 10 s timeout and a 5 minute cache, and is granted the position', async () => {
    const geo = stubGeolocation({ permission: 'prompt', answer: 'later' });
    const { result, rerender } = renderLocation(false);
    await settle();
    rerender({ wanted: true });
    expect(result.current.status).toBe('requesting');
    await waitFor(() => expect(geo.getCurrentPosition).toHaveBeenCalledTimes(1));
    expect(geo.getCurrentPosition.mock.calls[0]?.[2]).toEqual({
      enableHighAccuracy: false,
      timeout: 10_000,
      maximumAge: 300_000,
    });
    geo.answer({ latitude: 39.739_236, longitude: -104.990_251 });
    expect(result.current.status).toBe('granted');
    // Rounded to about 11 m, so the queries built on it stay put.
    expect(result.current.position).toEqual({ lat: 39.7392, lng: -104.9903 });
  });

  it('asks straight away, without being wanted, when the Permissions API says granted', async () => {
    const geo = stubGeolocation({ permission: 'granted' });
    const { result } = renderLocation(false);
    await waitFor(() => expect(result.current.status).toBe('granted'));
    expect(result.current.position).toEqual({ lat: DENVER.latitude, lng: DENVER.longitude });
    expect(geo.getCurrentPosition).toHaveBeenCalledTimes(1);
  });

  it('is denied without asking when the Permissions API already says denied', async () => {
    const geo = stubGeolocation({ permission: 'denied' });
    const { result, rerender } = renderLocation(false);
    await waitFor(() => expect(result.current.status).toBe('denied'));
    expect(geo.getCurrentPosition).not.toHaveBeenCalled();
    rerender({ wanted: true });
    expect(result.current.status).toBe('denied');
    expect(geo.getCurrentPosition).not.toHaveBeenCalled();
  });

  it.each([
    [1, 'denied'],
    [2, 'error'],
    [3, 'error'],
  ] as const)('turns error code %i of the browser into %s', async (code, status) => {
    stubGeolocation({ permission: 'none', answer: { code } });
    const { result } = renderLocation(true);
    await waitFor(() => expect(result.current.status).toBe(status));
    expect(result.current.position).toBeNull();
  });

  it('is an error when the browser has no geolocation at all', () => {
    const { result } = renderLocation(true);
    expect(result.current.status).toBe('error');
  });

  it('asks again on retry after an error', async () => {
    const { geo, result } = await refusedOnce('none', 3);
    expect(result.current.status).toBe('error');

    act(() => result.current.retry());
    expect(result.current.status).toBe('requesting');
    await waitFor(() => expect(geo.getCurrentPosition).toHaveBeenCalledTimes(2));
    geo.answer(DENVER);
    expect(result.current.status).toBe('granted');
  });

  it('asks again when the permission is granted in the browser settings after a denial', async () => {
    const { geo, result } = await refusedOnce('prompt', 1);
    expect(result.current.status).toBe('denied');

    geo.changePermission('granted');
    await waitFor(() => expect(geo.getCurrentPosition).toHaveBeenCalledTimes(2));
    geo.answer(DENVER);
    expect(result.current.status).toBe('granted');
  });

  it('keeps the position when it is no longer wanted, and does not ask twice', async () => {
    const geo = stubGeolocation({ permission: 'prompt' });
    const { result, rerender } = renderLocation(true);
    await waitFor(() => expect(result.current.status).toBe('granted'));
    rerender({ wanted: false });
    rerender({ wanted: true });
    expect(result.current.status).toBe('granted');
    expect(geo.getCurrentPosition).toHaveBeenCalledTimes(1);
  });
});
