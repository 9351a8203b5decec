import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** Clicks the filters panel's Reset and checks no filter is left: in the URL, on the button. */
export async function expectResetClears(
  user: UserEvent,
  filters: HTMLElement,
  search: () => URLSearchParams,
): Promise<void> {
  await user.click(within(filters).getByRole('button', { name: 'Reset' }));
  expect(search().toString()).toBe('');
  expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
}
