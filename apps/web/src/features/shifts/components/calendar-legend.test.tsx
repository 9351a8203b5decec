import { POSITION_GROUPS } from '@chairside/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CalendarLegend } from './calendar-legend.tsx';

// Issue #26 §11: the calendar's dots have a legend.
describe('the calendar legend', () => {
  it('names the colour of each position and the shape of each state', () => {
    render(<CalendarLegend />);
    const legend = screen.getByRole('group', { name: 'Legend' });
    const positions = within(legend).getByRole('list', { name: 'Positions' });
    expect(
      within(positions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...POSITION_GROUPS]);
    const states = within(legend).getByRole('list', { name: 'States' });
    expect(
      within(states)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Filled', 'Partly covered', 'Unassigned']);
  });
});
