import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Types an address into a form's AddressFields: 100 Congress Ave, Austin, Texas, `zipCode`. */
export async function fillAddress(user: UserEvent, form: HTMLElement, zipCode = '78701') {
  await user.type(within(form).getByLabelText('Address Line 1'), '100 Congress Ave');
  await user.type(within(form).getByLabelText('City'), 'Austin');
  await user.click(within(form).getByRole('combobox', { name: 'State' }));
  await user.click(await screen.findByRole('option', { name: 'Texas' }));
  await user.type(within(form).getByLabelText('Zip Code'), zipCode);
}
