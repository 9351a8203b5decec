import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Opens the combobox named `name` inside `scope` and picks `option` from the listbox it opens,
 * waiting for the option when the options load from the server.
 */
export async function chooseOption(
  user: UserEvent,
  scope: HTMLElement,
  name: string,
  option: string,
): Promise<void> {
  await user.click(within(scope).getByRole('combobox', { name }));
  await user.click(
    await within(await screen.findByRole('listbox')).findByRole('option', { name: option }),
  );
}
