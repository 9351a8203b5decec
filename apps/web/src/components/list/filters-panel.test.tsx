import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FiltersPanel } from './filters-panel.tsx';

describe('FiltersPanel', () => {
  it('is a Filters region with the active count and a Reset button', async () => {
    const user = userEvent.setup();
    const onReset = vi.fn();
    render(
      <FiltersPanel id="filters" open activeCount={2} onReset={onReset}>
        <label>
          City
          <input />
        </label>
      </FiltersPanel>,
    );
    const region = screen.getByRole('region', { name: 'Filters' });
    expect(region).toHaveAttribute('id', 'filters');
    expect(region).toHaveTextContent('2 filters applied');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalledOnce();
  });

  it('disables Reset when no filter is active', () => {
    render(
      <FiltersPanel id="filters" open activeCount={0} onReset={() => {}}>
        <span />
      </FiltersPanel>,
    );
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
    expect(screen.getByText('No filters applied')).toBeInTheDocument();
  });

  it('is hidden when closed', () => {
    render(
      <FiltersPanel id="filters" open={false} activeCount={0} onReset={() => {}}>
        <span />
      </FiltersPanel>,
    );
    expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
  });
});
