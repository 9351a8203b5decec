import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Controlled } from '@/test/controlled.tsx';
import { Field } from './field.tsx';
import { MultiSelect } from './multi-select.tsx';

const locations = [
  { value: 1, label: 'Downtown' },
  { value: 2, label: 'Round Rock' },
  { value: 3, label: 'Lakeway' },
];

function LocationsField({ onChange }: { onChange?: (value: number[]) => void }) {
  return (
    <Controlled<number[]> initial={[]} onChange={onChange}>
      {(field) => (
        <Field label="Managed Locations" error={field.value.length === 0 ? 'Pick one' : undefined}>
          <MultiSelect {...field} options={locations} placeholder="Select locations" />
        </Field>
      )}
    </Controlled>
  );
}

describe('MultiSelect', () => {
  it('is a button named by its label, described by its choice and its error', () => {
    render(<LocationsField />);
    const button = screen.getByRole('button', { name: 'Managed Locations' });
    expect(button).toHaveAccessibleDescription('Select locations Pick one');
    expect(button).toHaveAttribute('aria-invalid', 'true');
  });

  it('toggles options with checkboxes, keeping the options order', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<LocationsField onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Managed Locations' }));
    const group = screen.getByRole('group', { name: 'Managed Locations' });
    expect(group).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Lakeway' }));
    await user.click(screen.getByRole('checkbox', { name: 'Downtown' }));
    expect(onChange).toHaveBeenLastCalledWith([1, 3]);
    expect(screen.getByRole('checkbox', { name: 'Downtown' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Downtown' }));
    expect(onChange).toHaveBeenLastCalledWith([3]);

    await user.keyboard('{Escape}');
    const button = screen.getByRole('button', { name: 'Managed Locations' });
    expect(button).toHaveTextContent('Lakeway');
    expect(button).toHaveFocus();
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<LocationsField onChange={onChange} />);
    screen.getByRole('button', { name: 'Managed Locations' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('checkbox', { name: 'Downtown' })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith([1, 2]);
  });
});
