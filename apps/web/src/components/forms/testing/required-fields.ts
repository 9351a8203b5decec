import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { chooseOption } from '@/test/choose-option.ts';

/**
 * Once a form was submitted it checks each field as it changes: typing `text` into the required
 * field `label` hides `message`, and emptying it shows `message` again.
 */
export async function expectTypingRevalidates(
  user: UserEvent,
  form: HTMLElement,
  label: string,
  text: string,
  message: string,
) {
  await user.type(within(form).getByLabelText(label), text);
  expect(within(form).queryByText(message)).not.toBeInTheDocument();
  await user.clear(within(form).getByLabelText(label));
  expect(await within(form).findByText(message)).toBeVisible();
}

/** Once submitted, choosing `option` in the required combobox `name` hides `message`. */
export async function expectChoiceRevalidates(
  user: UserEvent,
  form: HTMLElement,
  name: string,
  option: string,
  message: string,
) {
  await chooseOption(user, form, name, option);
  expect(within(form).queryByText(message)).not.toBeInTheDocument();
}
