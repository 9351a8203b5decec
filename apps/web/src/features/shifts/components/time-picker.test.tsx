import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TimePicker } from './time-picker.tsx';
import { chooseOption } from '@/test/choose-option.ts';
import { Controlled } from '@/test/controlled.tsx';
import { roleTexts } from '@/test/role-texts.ts';

function Harness({ initial = '', onChange }: { initial?: string; onChange: (v: string) => void }) {
  return (
    <Controlled initial={initial} onChange={onChange}>
      {(field) => <TimePicker aria-label="Start time" {...field} />}
    </Controlled>
  );
}

describe('TimePicker', () => {
  it('names the group and each of its three selects', () => {
    render(<TimePicker aria-label="Start time" value="" onChange={() => undefined} />);
    const group = screen.getByRole('group', { name: 'Start time' });
    expect(within(group).getByRole('combobox', { name: 'Start time hour' })).toBeVisible();
    expect(within(group).getByRole('combobox', { name: 'Start time minute' })).toBeVisible();
    expect(within(group).getByRole('combobox', { name: 'Start time AM or PM' })).toBeVisible();
  });

  it('offers hours 1 to 12 and minutes in five-minute steps', async () => {
    const user = userEvent.setup();
    render(<TimePicker aria-label="Start time" value="" onChange={() => undefined} />);
    await user.click(screen.getByRole('combobox', { name: 'Start time hour' }));
    const hours = roleTexts(await screen.findByRole('listbox'), 'option');
    expect(hours).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Start time minute' }));
    const minutes = roleTexts(await screen.findByRole('listbox'), 'option');
    expect(minutes).toEqual([
      '00',
      '05',
      '10',
      '15',
      '20',
      '25',
      '30',
      '35',
      '40',
      '45',
      '50',
      '55',
    ]);
  });

  it('counts 12 AM as hour 0', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await chooseOption(user, document.body, 'Start time hour', '12');
    await chooseOption(user, document.body, 'Start time minute', '30');
    expect(onChange).not.toHaveBeenCalled();
    await chooseOption(user, document.body, 'Start time AM or PM', 'AM');
    expect(onChange).toHaveBeenLastCalledWith('00:30');
    await chooseOption(user, document.body, 'Start time AM or PM', 'PM');
    expect(onChange).toHaveBeenLastCalledWith('12:30');
  });

  it('shows a 24-hour value as hour, minute and AM/PM, keeping an off-step minute', () => {
    render(<TimePicker aria-label="End time" value="14:07" onChange={() => undefined} />);
    expect(screen.getByRole('combobox', { name: 'End time hour' })).toHaveTextContent('2');
    expect(screen.getByRole('combobox', { name: 'End time minute' })).toHaveTextContent('07');
    expect(screen.getByRole('combobox', { name: 'End time AM or PM' })).toHaveTextContent('PM');
  });

  it('follows a value set from outside', () => {
    const { rerender } = render(
      <TimePicker aria-label="End time" value="09:00" onChange={() => undefined} />,
    );
    rerender(<TimePicker aria-label="End time" value="23:45" onChange={() => undefined} />);
    expect(screen.getByRole('combobox', { name: 'End time hour' })).toHaveTextContent('11');
    expect(screen.getByRole('combobox', { name: 'End time minute' })).toHaveTextContent('45');
    expect(screen.getByRole('combobox', { name: 'End time AM or PM' })).toHaveTextContent('PM');
  });
});
