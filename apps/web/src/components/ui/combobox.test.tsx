import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Combobox, type ComboboxOption } from './combobox.tsx';
import { Controlled } from '@/test/controlled.tsx';
import { Field } from './field.tsx';

const titles: ComboboxOption[] = [
  { value: 'Hygienist', label: 'Hygienist' },
  { value: 'Specialty Assistant-Endo', label: 'Specialty Assistant-Endo' },
  { value: 'Specialty Assistant-Ortho', label: 'Specialty Assistant-Ortho' },
  { value: 'Front Desk', label: 'Front Desk' },
];

function JobTitleField({ onChange }: { onChange?: (value: string) => void }) {
  return (
    <Controlled initial="Front Desk" onChange={onChange}>
      {(field) => (
        <Field label="Job Title">
          <Combobox
            {...field}
            options={titles}
            searchPlaceholder="Search job titles..."
            emptyText="No job title found."
          />
        </Field>
      )}
    </Controlled>
  );
}

describe('Combobox', () => {
  it('is a combobox button named by its label and showing the selected option', () => {
    render(<JobTitleField />);
    const combobox = screen.getByRole('combobox', { name: 'Job Title' });
    expect(combobox).toHaveTextContent('Front Desk');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('filters the options by the search text', async () => {
    const user = userEvent.setup();
    render(<JobTitleField />);
    await user.click(screen.getByRole('combobox', { name: 'Job Title' }));

    const search = screen.getByRole('textbox', { name: 'Search job titles...' });
    expect(search).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Job Title' })).toBeInTheDocument();
    expect(screen.getByRole('listbox', { name: 'Job Title' })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(4);

    await user.type(search, 'specialty');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Specialty Assistant-Endo',
      'Specialty Assistant-Ortho',
    ]);

    await user.type(search, ' nothing');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No job title found.')).toBeInTheDocument();
  });

  it('moves with the arrow keys and selects with Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<JobTitleField onChange={onChange} />);
    const combobox = screen.getByRole('combobox', { name: 'Job Title' });
    combobox.focus();

    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const search = screen.getByRole('textbox', { name: 'Search job titles...' });
    // The selected option is active first.
    expect(screen.getByRole('option', { name: 'Front Desk' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(search).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Front Desk' }).id,
    );

    await user.type(search, 'assistant');
    await user.keyboard('{ArrowDown}');
    expect(search).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Specialty Assistant-Ortho' }).id,
    );
    await user.keyboard('{ArrowUp}{Enter}');

    expect(onChange).toHaveBeenCalledWith('Specialty Assistant-Endo');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox).toHaveTextContent('Specialty Assistant-Endo');
    expect(combobox).toHaveFocus();
  });

  it('closes with Escape without changing the value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<JobTitleField onChange={onChange} />);
    const combobox = screen.getByRole('combobox', { name: 'Job Title' });

    await user.click(combobox);
    await user.keyboard('{ArrowUp}{Escape}');

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveTextContent('Front Desk');
    expect(combobox).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('starts a search when the user types on the closed button', async () => {
    const user = userEvent.setup();
    render(<JobTitleField />);
    screen.getByRole('combobox', { name: 'Job Title' }).focus();

    await user.keyboard('g');
    expect(screen.getByRole('textbox', { name: 'Search job titles...' })).toHaveValue('g');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Hygienist',
    ]);
  });

  it('selects an option with the mouse', async () => {
    const user = userEvent.setup();
    render(<JobTitleField />);
    await user.click(screen.getByRole('combobox', { name: 'Job Title' }));
    await user.click(screen.getByRole('option', { name: 'Hygienist' }));
    expect(screen.getByRole('combobox', { name: 'Job Title' })).toHaveTextContent('Hygienist');
  });

  it('tells each search text, from the empty one on opening, to options searched elsewhere', async () => {
    const user = userEvent.setup();
    const onSearchChange = vi.fn();
    render(
      <Combobox
        aria-label="Organization"
        options={[]}
        value=""
        onChange={() => {}}
        onSearchChange={onSearchChange}
        searchPlaceholder="Search organizations..."
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Organization' }));
    expect(onSearchChange).toHaveBeenLastCalledWith('');

    await user.type(screen.getByRole('textbox', { name: 'Search organizations...' }), 'lak');
    expect(onSearchChange.mock.calls.map(([query]) => query)).toEqual(['', 'l', 'la', 'lak']);
  });

  describe('options with a description and marks', () => {
    const people: ComboboxOption[] = [
      {
        value: '21',
        label: 'Sam Park (Hygienist)',
        description: 'sam@example.com',
        marks: [{ label: 'Fits this shift', tone: 'positive' }],
      },
      {
        value: '23',
        label: 'Ida Lund (Hygienist)',
        description: 'ida@example.com',
        marks: [{ label: 'Booked at that time', tone: 'caution' }],
        disabled: true,
      },
    ];

    function renderPeople(onChange = vi.fn()) {
      render(
        <Combobox
          aria-label="User"
          options={people}
          value=""
          onChange={onChange}
          searchPlaceholder="Search users..."
        />,
      );
      return onChange;
    }

    it('names an option by its label and describes it by the description and marks', async () => {
      const user = userEvent.setup();
      renderPeople();
      await user.click(screen.getByRole('combobox', { name: 'User' }));
      const [sam, ida] = screen.getAllByRole('option');
      expect(sam).toHaveAccessibleName('Sam Park (Hygienist)');
      expect(sam).toHaveAccessibleDescription('sam@example.com, Fits this shift');
      expect(ida).toHaveAccessibleDescription('ida@example.com, Booked at that time');
    });

    it('searches the description too', async () => {
      const user = userEvent.setup();
      renderPeople();
      await user.click(screen.getByRole('combobox', { name: 'User' }));
      await user.keyboard('ida@');
      expect(screen.getAllByRole('option')).toHaveLength(1);
      expect(screen.getByRole('option')).toHaveAccessibleName('Ida Lund (Hygienist)');
    });

    it('never picks a disabled option, by keyboard or mouse', async () => {
      const user = userEvent.setup();
      const onChange = renderPeople();
      await user.click(screen.getByRole('combobox', { name: 'User' }));
      const ida = screen.getByRole('option', { name: 'Ida Lund (Hygienist)' });
      expect(ida).toHaveAttribute('aria-disabled', 'true');
      await user.keyboard('{ArrowDown}{Enter}');
      await user.click(ida);
      expect(onChange).not.toHaveBeenCalled();
      await user.keyboard('{ArrowUp}{Enter}');
      expect(onChange).toHaveBeenCalledWith('21');
    });
  });
});
