import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocationBanner } from './location-banner.tsx';

describe('LocationBanner (SPEC §8 geolocation texts)', () => {
  it("says 'Getting your location...' politely while the browser answers", () => {
    render(<LocationBanner status="requesting" />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Getting your location\.\.\.$/);
  });

  it('explains a denial with the exact text', () => {
    render(<LocationBanner status="denied" />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Location Access Denied: We can't show your current location on the map\. Please enable location permissions in your browser settings to see nearby locations\.$/,
    );
  });

  it('explains an error with the exact text and offers to try again', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<LocationBanner status="error" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('p')).toHaveTextContent(
      /^Location Error: There was an error getting your location\. The map is showing a default view\.$/,
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it.each(['idle', 'granted'] as const)('shows nothing when %s', (status) => {
    const { container } = render(<LocationBanner status={status} />);
    expect(container).toBeEmptyDOMElement();
  });
});
