import { within, type ByRoleMatcher } from '@testing-library/react';

/** The texts of every element with `role` inside `scope`, in order (a menu's links, say). */
export function roleTexts(scope: HTMLElement, role: ByRoleMatcher): (string | null)[] {
  return within(scope)
    .getAllByRole(role)
    .map((element) => element.textContent);
}
