import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Asserts that each link, found by its accessible name inside `scope` (the whole page when
 * none), leads to its href: `expectLinks(header, { 'Sign in': '/auth/login' })`.
 */
export function expectLinks(scope: HTMLElement | null, hrefs: Record<string, string>): void {
  const queries = scope ? within(scope) : screen;
  for (const [name, href] of Object.entries(hrefs)) {
    expect(queries.getByRole('link', { name })).toHaveAttribute('href', href);
  }
}
