import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PositionDot } from './position-dot.tsx';
import { ShiftStateBadge } from './shift-state-badge.tsx';

describe('PositionDot', () => {
  it('labels the dot with the position group, folding both assistant types into one', () => {
    render(<PositionDot position="Dental Assistant-Specialty" />);
    expect(screen.getByRole('img', { name: 'Dental Assistant' })).toHaveClass('bg-orange-600');
  });

  it('gives unassigned shifts a distinct dot', () => {
    render(
      <>
        <PositionDot group="Hygienist" />
        <PositionDot group="Hygienist" unassigned />
      </>,
    );
    const filled = screen.getByRole('img', { name: 'Hygienist' });
    const open = screen.getByRole('img', { name: 'Hygienist, unassigned' });
    expect(filled).toHaveClass('bg-purple-600');
    expect(open).not.toHaveClass('bg-purple-600');
    expect(open).toHaveClass('bg-slate-200');
  });
});

describe('ShiftStateBadge', () => {
  it('styles the badge by position, and Assigned in its own style', () => {
    render(
      <>
        <ShiftStateBadge status="Unassigned" position="Doctor" />
        <ShiftStateBadge status="Requested" position="Hygienist" />
        <ShiftStateBadge status="Assigned" position="Hygienist" />
      </>,
    );
    expect(screen.getByText('Unassigned')).toHaveClass('text-blue-800');
    expect(screen.getByText('Requested')).toHaveClass('text-purple-800');
    expect(screen.getByText('Assigned')).toHaveClass('bg-emerald-700');
  });
});
