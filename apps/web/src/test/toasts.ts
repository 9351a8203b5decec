import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/** Waits for the sonner toast titled `title` and checks its description and type. */
export async function expectToast(
  title: string,
  description: string,
  type: 'success' | 'error' = 'success',
): Promise<void> {
  const heading = await screen.findByText(title, { selector: '[data-title]' });
  const toast = heading.closest('[data-sonner-toast]');
  expect(toast).toHaveAttribute('data-type', type);
  expect(toast).toHaveTextContent(description);
}

/** SPEC §8: a failed call is a destructive toast titled 'Error' with the server's message. */
export function expectErrorToast(message: string): Promise<void> {
  return expectToast('Error', message, 'error');
}
