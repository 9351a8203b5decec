import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { stubApi, type StubbedCall } from '@/test/api-stub.ts';
import { OrganizationFilterField } from './organization-filter-field.tsx';

/**
 * The server's organizations by name, more than a picker shows at once; the stub searches and
 * limits them as the API does.
 */
const ORGANIZATIONS = [
  { value: 3, label: 'Bright Smiles' },
  { value: 4, label: 'Lakeside Dental' },
  { value: 5, label: 'Lakeview Orthodontics' },
  ...Array.from({ length: 60 }, (_, index) => ({
    value: 100 + index,
    label: `Practice ${String(index + 1).padStart(2, '0')}`,
  })),
  { value: 6, label: 'Summit Dental' },
];

function stubDropdown() {
  return stubApi({
    'GET /api/organizations/dropdown': (call) => {
      const query = new URL(call.path, 'http://localhost').searchParams;
      const search = (query.get('search') ?? '').toLowerCase();
      const id = query.get('organizationId');
      const matches = ORGANIZATIONS.filter(
        (option) =>
          option.label.toLowerCase().includes(search) && (!id || String(option.value) === id),
      );
      return { body: matches.slice(0, Number(query.get('limit') ?? matches.length)) };
    },
  });
}

const dropdownQueries = (calls: StubbedCall[]) =>
  calls
    .filter((call) => call.path.startsWith('/api/organizations/dropdown'))
    .map((call) => Object.fromEntries(new URL(call.path, 'http://localhost').searchParams));

function Filter({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <OrganizationFilterField value={value} onChange={setValue} />;
}

function renderFilter(initial?: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <Filter initial={initial} />
    </QueryClientProvider>,
  );
}

describe('Organization filter (DESIGN §10: the server searches the organizations)', () => {
  it('asks for nothing until opened, then for the first options by name', async () => {
    const user = userEvent.setup();
    const calls = stubDropdown();
    renderFilter();
    const combobox = screen.getByRole('combobox', { name: 'Organization' });
    expect(combobox).toHaveTextContent('All Organizations');
    expect(dropdownQueries(calls)).toEqual([]);

    await user.click(combobox);
    expect(await screen.findByRole('option', { name: 'Bright Smiles' })).toBeInTheDocument();
    expect(dropdownQueries(calls)).toEqual([{ limit: '50' }]);
    const names = screen.getAllByRole('option').map((option) => option.textContent);
    expect(names).toHaveLength(51);
    expect(names.slice(0, 4)).toEqual([
      'All Organizations',
      'Bright Smiles',
      'Lakeside Dental',
      'Lakeview Orthodontics',
    ]);
    expect(names).not.toContain('Summit Dental');
  });

  it('finds, through the server, organizations beyond the first ones shown', async () => {
    const user = userEvent.setup();
    const calls = stubDropdown();
    renderFilter();
    await user.click(screen.getByRole('combobox', { name: 'Organization' }));
    await screen.findByRole('option', { name: 'Bright Smiles' });

    await user.type(screen.getByRole('textbox', { name: 'Search organizations...' }), 'summit');
    await user.click(await screen.findByRole('option', { name: 'Summit Dental' }));
    expect(dropdownQueries(calls).at(-1)).toEqual({ search: 'summit', limit: '50' });
    expect(screen.getByRole('combobox', { name: 'Organization' })).toHaveTextContent(
      'Summit Dental',
    );
  });

  it('looks up the organization of the URL alone to show its name', async () => {
    const calls = stubDropdown();
    renderFilter('6');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Organization' })).toHaveTextContent(
        'Summit Dental',
      ),
    );
    expect(dropdownQueries(calls)).toEqual([{ organizationId: '6' }]);
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    stubDropdown();
    renderFilter();
    await user.click(screen.getByRole('combobox', { name: 'Organization' }));
    await user.type(screen.getByRole('textbox', { name: 'Search organizations...' }), 'zzz');
    expect(await screen.findByText('No organization found.')).toBeInTheDocument();
  });
});
