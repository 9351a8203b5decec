import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAuthRoute } from '@/test/render-auth-route.tsx';
import { stubFetch } from '../testing/stub-fetch.ts';

/**
 * Trust issue #11, item 7: the form checks a name with the schema the API uses, so it shows the
 * API's message for control characters before anything is sent.
 */
afterEach(() => {
  vi.unstubAllGlobals();
});

async function submitName(name: string) {
  const { fetchMock } = stubFetch();
  const user = userEvent.setup();
  renderAuthRoute('/auth/register');
  await screen.findByRole('heading', { name: 'Create an Account' });
  // A pasted value: a text input keeps a bidirectional override as it is.
  fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: name } });
  for (const [label, value] of [
    ['Email Address', 'casey@example.com'],
    ['Validate Email Address', 'casey@example.com'],
    ['Password', 'Original-pass-1'],
    ['Validate Password', 'Original-pass-1'],
  ]) {
    await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Register' }));
  return fetchMock;
}

describe('register page: a name with control characters, links or invisible characters', () => {
  it.each([
    [
      'says Name cannot contain line breaks or control characters for a right-to-left override',
      'Casey \u202egnp.exe',
      'Name cannot contain line breaks or control characters',
    ],
    [
      'says Name cannot be made only of invisible characters for zero-width spaces',
      '\u200b\u200b\u200b\u200b',
      'Name cannot be made only of invisible characters',
    ],
    [
      'says Enter a name without links for a name carrying a link (security issue, point 8)',
      'there, your payroll is on hold: visit https://evil.example/pay',
      'Enter a name without links',
    ],
    [
      'says Enter a name without invisible characters for a zero-width space inside a name',
      'Casey\u200bJordan',
      'Enter a name without invisible characters',
    ],
  ])('%s', async (_title, name, message) => {
    const fetchMock = await submitName(name);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
