import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeShift } from '@/test/factories/shifts.ts';
import { WeekCard } from './week-card.tsx';

const NOW = Date.parse('2026-11-20T12:00:00.000Z');

function renderCard(overrides: Parameters<typeof makeShift>[0]) {
  render(
    <ul>
      <WeekCard shift={makeShift(overrides)} now={NOW} />
    </ul>,
  );
  return screen.getByRole('link');
}

// Issue #26 §11: the week board shows the specialty and, on filled cards, who is working.
describe('a week board card', () => {
  it('shows the position with its specialty', () => {
    const card = renderCard({
      position: 'Dental Assistant-Specialty',
      specialty: 'Endodontics',
    });
    expect(card).toHaveTextContent('Dental Assistant-SpecialtyEndodontics');
  });

  it('shows the pay (issue #28 §1)', () => {
    const card = renderCard({ hourlyRateCents: 5250, engagement: '1099', paymentTerms: 'net_7' });
    expect(within(card).getByText('$52.50/h · 1099 · Net 7')).toBeVisible();
  });

  it('shows who is working once the shift is filled', () => {
    const card = renderCard({ status: 'Assigned', confirmed: 1, confirmedName: 'Hannah Lee' });
    expect(card).toHaveTextContent('Hannah Lee');
  });

  it('shows the position alone when the shift asks for no specialty', () => {
    const card = renderCard({ position: 'Hygienist', specialty: null });
    // The pay follows the position, with no specialty line between them.
    expect(within(card).getByText('Hygienist').nextElementSibling).toHaveAttribute(
      'data-testid',
      'week-card-pay',
    );
  });
});
