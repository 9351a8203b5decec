import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { queriesOf, type StubbedCall } from './api-stub.ts';

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

/**
 * Types `text` into the combobox `name` inside `scope`, waits until the page asked the server
 * (`path`) for the first 50 options matching it, with `query` besides, and picks `option`.
 */
export async function searchAndChoose(
  user: UserEvent,
  scope: HTMLElement,
  name: string,
  text: string,
  option: string,
  asked: { calls: StubbedCall[]; path: string; query?: Record<string, string> },
): Promise<void> {
  await user.click(within(scope).getByRole('combobox', { name }));
  await user.keyboard(text);
  await waitFor(() =>
    expect(queriesOf(asked.calls, asked.path).at(-1)).toEqual({
      ...asked.query,
      search: text,
      limit: '50',
    }),
  );
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Waits until each combobox inside `scope` shows its chosen option: `shown` maps name to text. */
export async function expectChosen(scope: HTMLElement, shown: Record<string, string>) {
  for (const [name, text] of Object.entries(shown)) {
    await waitFor(() =>
      expect(within(scope).getByRole('combobox', { name })).toHaveTextContent(text),
    );
  }
}
