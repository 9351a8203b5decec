import { render, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { makeMapLocation } from '@/test/factories/places.ts';
import { LocationPopupContent } from './location-popup-content.tsx';

const location = makeMapLocation({
  name: 'Denver LoDo',
  locationNumber: 'RM-10',
  organizationName: 'Rocky Mountain Family Dentistry',
  distanceMiles: 2.3,
});

type PopupProps = ComponentProps<typeof LocationPopupContent>;

/** The popup of `location` on Monday, Nov 23, without a radius or shifts unless told. */
function popup(props: Partial<PopupProps> = {}) {
  return (
    <LocationPopupContent
      location={location}
      showDistance={false}
      positions={[]}
      dayLabel="Monday, Nov 23"
      {...props}
    />
  );
}

function groupsShown() {
  return within(screen.getByRole('list', { name: 'Shifts on Monday, Nov 23' }))
    .getAllByRole('listitem')
    .map((item) => item.dataset.group);
}

describe('LocationPopupContent (SPEC §2 map popup)', () => {
  it('shows the name, the location number and the distance while a radius is set', () => {
    render(popup({ showDistance: true }));
    expect(screen.getByRole('heading', { name: 'Denver LoDo' })).toBeVisible();
    expect(screen.getByText('Rocky Mountain Family Dentistry')).toBeVisible();
    expect(screen.getByText('Location #RM-10')).toBeVisible();
    expect(screen.getByText('2.3 miles away')).toBeVisible();
  });

  it('leaves the distance out without a radius', () => {
    render(popup());
    expect(screen.queryByText(/miles away/)).toBeNull();
  });

  it('leaves the distance out when the server sent none', () => {
    render(popup({ location: { ...location, distanceMiles: null }, showDistance: true }));
    expect(screen.queryByText(/miles? away/)).toBeNull();
  });

  it("reads 'No shifts scheduled for this date' on a day without shifts there", () => {
    render(popup());
    expect(screen.getByText('Monday, Nov 23')).toBeVisible();
    expect(screen.getByText('No shifts scheduled for this date')).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows a coloured dot per position in the order it is given, with the counts', () => {
    const { container } = render(
      popup({
        positions: [
          { group: 'Front Desk', count: 1, unassigned: 0 },
          { group: 'Dental Assistant', count: 2, unassigned: 1 },
          { group: 'Doctor', count: 1, unassigned: 0 },
          { group: 'Hygienist', count: 3, unassigned: 3 },
        ],
      }),
    );
    expect(groupsShown()).toEqual(['Front Desk', 'Dental Assistant', 'Doctor', 'Hygienist']);
    const dots = [...container.querySelectorAll<HTMLElement>('[data-group]:not(li)')];
    expect(dots.map((dot) => dot.dataset.group)).toEqual([
      'Front Desk',
      'Dental Assistant',
      'Doctor',
      'Hygienist',
    ]);
    expect(dots[0]).toHaveClass('bg-yellow-400');
    expect(dots[3]).toHaveClass('bg-purple-600');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items[1]).toHaveTextContent('Dental Assistant2 shifts, 1 unassigned');
    expect(items[0]).toHaveTextContent('Front Desk1 shift');
    expect(screen.queryByText('No shifts scheduled for this date')).toBeNull();
  });

  it('says the shifts are loading, or why they could not be', () => {
    const { rerender } = render(popup({ positions: undefined }));
    expect(screen.getByText('Loading shifts...')).toBeVisible();
    rerender(
      popup({ positions: undefined, error: 'Unknown error has occurred please try again later.' }),
    );
    expect(screen.getByText('Unknown error has occurred please try again later.')).toBeVisible();
  });
});
