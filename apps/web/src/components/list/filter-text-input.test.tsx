import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Field } from '@/components/ui/field.tsx';
import { FilterTextInput } from './filter-text-input.tsx';
import { useListParams } from './use-list-params.ts';

function CityFilter() {
  const { filters, setFilter, reset } = useListParams(['city'] as const);
  return (
    <>
      <Field label="City">
        <FilterTextInput value={filters.city} onValueChange={(value) => setFilter('city', value)} />
      </Field>
      <button type="button" onClick={reset}>
        Reset
      </button>
    </>
  );
}

function renderCityFilter(path = '/list') {
  const router = createMemoryRouter([{ path: '/list', element: <CityFilter /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('FilterTextInput', () => {
  it('is named by its label and writes what is typed to the URL', async () => {
    const user = userEvent.setup();
    const router = renderCityFilter();
    await user.type(screen.getByLabelText('City'), 'San Jose');
    expect(screen.getByLabelText('City')).toHaveValue('San Jose');
    expect(router.state.location.search).toBe('?city=San+Jose');
  });

  it('starts from the URL and follows changes made elsewhere', async () => {
    const user = userEvent.setup();
    renderCityFilter('/list?city=Austin');
    expect(screen.getByLabelText('City')).toHaveValue('Austin');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('City')).toHaveValue('');
  });
});
