import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PageHeader } from './page-header.tsx';

describe('PageHeader', () => {
  it('shows the title, subtitle, organization badge and slot', () => {
    render(
      <PageHeader title="Manage Users" subtitle="Your team" organizationName="Bright Smiles">
        <button type="button">Add User</button>
      </PageHeader>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeInTheDocument();
    expect(screen.getByText('Your team')).toBeInTheDocument();
    expect(screen.getByText('Bright Smiles')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add User' })).toBeInTheDocument();
  });

  it('has no Filters button without a handler', () => {
    render(<PageHeader title="Settings" />);
    expect(screen.queryByRole('button', { name: /Filters/ })).not.toBeInTheDocument();
  });

  it('shows a Filters button with the active-filter count', async () => {
    const onFiltersClick = vi.fn();
    const user = userEvent.setup();
    render(
      <PageHeader
        title="Manage Locations"
        onFiltersClick={onFiltersClick}
        filterCount={2}
        filtersOpen={false}
      />,
    );
    const button = screen.getByRole('button', { name: 'Filters (2 active)' });
    expect(button).toHaveTextContent('2');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(onFiltersClick).toHaveBeenCalledOnce();
  });

  it('shows no count badge when no filter is active', () => {
    render(<PageHeader title="Manage Locations" onFiltersClick={() => {}} />);
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });
});
