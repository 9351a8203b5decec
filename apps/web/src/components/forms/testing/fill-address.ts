import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { AUSTIN_ADDRESS } from '@/test/factories/places.ts';

/** Types AUSTIN_ADDRESS (Texas, with `zipCode`) into a form's AddressFields. */
export async function fillAddress(user: UserEvent, form: HTMLElement, zipCode = '78701') {
  await user.type(within(form).getByLabelText('Address Line 1'), AUSTIN_ADDRESS.addressLine1);
  await user.type(within(form).getByLabelText('City'), AUSTIN_ADDRESS.city);
  await user.click(within(form).getByRole('combobox', { name: 'State' }));
  await user.click(await screen.findByRole('option', { name: 'Texas' }));
  await user.type(within(form).getByLabelText('Zip Code'), zipCode);
}
