import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAuthRoute } from '@/test/render-auth-route.tsx';
import { stubFetch } from '../testing/stub-fetch.ts';
import { expectErrorToast, expectToast } from '@/test/toasts.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const FROM_INVITE = { userId: 42, phoneNumber: '+15125550134', verificationToken: 'pending-token' };

async function openVerifyPhone(state: unknown = FROM_INVITE) {
  const view = renderAuthRoute({ pathname: '/auth/verify-phone', state });
  await screen.findByRole('heading', { name: 'Verify Your Phone' });
  return view;
}

async function submitCode(user: UserEvent, code: string) {
  const field = screen.getByLabelText('Verification Code');
  await user.clear(field);
  if (code) await user.type(field, code);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

/** The resend button, whatever its countdown reads. */
function resendButton() {
  return screen.getByRole('button', { name: /^Resend Code/ });
}

function signIn() {
  // A token from an earlier session: verify-phone and resend must not send it (SPEC §7).
  localStorage.setItem('access_token', 'earlier-session-token');
}

describe('verify phone page', () => {
  it.each([
    ['no state', undefined],
    ['a state without a user id', { phoneNumber: '+15125550134', verificationToken: 'token' }],
    ['a state without a phone', { userId: 42, verificationToken: 'token' }],
    ['a state without the verification token', { userId: 42, phoneNumber: '+15125550134' }],
  ])('goes to the login page with %s', async (_, state) => {
    const { fetchMock } = stubFetch();
    const { router } = renderAuthRoute({ pathname: '/auth/verify-phone', state });
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows where the code went, the code field and the actions', async () => {
    await openVerifyPhone();

    expect(screen.getByText(/We sent a 4-digit code to/)).toHaveTextContent(
      'We sent a 4-digit code to (512) 555-0134',
    );
    const field = screen.getByLabelText('Verification Code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('maxlength', '4');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Resend Code (60s)' })).toBeDisabled();
  });

  it('reveals help text from the help button', async () => {
    const user = userEvent.setup();
    await openVerifyPhone();

    const help = screen.getByRole('button', { name: "Didn't get a code?" });
    expect(help).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/can take up to a minute/)).not.toBeVisible();

    await user.click(help);
    expect(help).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(help.getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent('Check that (512) 555-0134 is your mobile number');
    expect(panel).toHaveTextContent('Texts can take up to a minute to arrive.');
    expect(panel).toHaveTextContent('Use Resend Code for a new code');

    await user.click(help);
    expect(panel).not.toBeVisible();
  });

  it.each(['', '123', '12a4', '12345'])('asks for exactly 4 digits, not "%s"', async (code) => {
    const { fetchMock } = stubFetch();
    const user = userEvent.setup();
    await openVerifyPhone();
    // maxLength stops typing at 4 characters; a 5-digit value can still arrive by script.
    if (code.length > 4) screen.getByLabelText('Verification Code').removeAttribute('maxlength');

    await submitCode(user, code);

    expect(
      await screen.findByText('Please enter the 4-digit verification code'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Verification Code')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('verifies without the auth header, then goes to login with a toast', async () => {
    signIn();
    const { sent } = stubFetch({ body: { message: 'Your phone number was verified.' } });
    const user = userEvent.setup();
    const { router } = await openVerifyPhone();

    await submitCode(user, '4821');

    await expectToast('Phone Verified', 'Your phone number was verified. You may now login.');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(sent).toEqual([
      {
        url: '/api/auth/verify-phone',
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: { userId: 42, verificationToken: 'pending-token', code: '4821' },
      },
    ]);
  });

  it('shows the server message under the field and lets the user try again', async () => {
    const { sent } = stubFetch(
      { status: 400, body: { message: 'Invalid verification code' } },
      { body: { message: 'Your phone number was verified.' } },
    );
    const user = userEvent.setup();
    const { router } = await openVerifyPhone();

    await submitCode(user, '0000');

    const field = screen.getByLabelText('Verification Code');
    expect(await screen.findByText('Invalid verification code')).toHaveAttribute(
      'id',
      field.getAttribute('aria-describedby'),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(router.state.location.pathname).toBe('/auth/verify-phone');

    await submitCode(user, '4821');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(sent).toHaveLength(2);
  });

  it.each([
    ['a failure without a message', { status: 500, body: {} }],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('reads "Verification failed" for %s', async (_, reply) => {
    stubFetch(reply);
    const user = userEvent.setup();
    await openVerifyPhone();

    await submitCode(user, '4821');

    expect(await screen.findByText('Verification failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
  });

  describe('resend', () => {
    async function openAfterCooldown() {
      // Only the clock is faked: the countdown reads Date.now(), which moves only when the
      // test says so, while the page's timers stay real.
      vi.useFakeTimers({ toFake: ['Date'] });
      const view = await openVerifyPhone();
      act(() => vi.advanceTimersByTime(60_000));
      expect(await screen.findByRole('button', { name: 'Resend Code' })).toBeEnabled();
      return view;
    }

    it('counts down 60 seconds from the page opening, then enables resend', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const { fetchMock } = stubFetch();
      await openVerifyPhone();
      expect(screen.getByRole('button', { name: 'Resend Code (60s)' })).toBeDisabled();

      act(() => vi.advanceTimersByTime(1000));
      expect(await screen.findByRole('button', { name: 'Resend Code (59s)' })).toBeDisabled();

      act(() => vi.advanceTimersByTime(58_000));
      expect(await screen.findByRole('button', { name: 'Resend Code (1s)' })).toBeDisabled();

      act(() => vi.advanceTimersByTime(1000));
      expect(await screen.findByRole('button', { name: 'Resend Code' })).toBeEnabled();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('sends a new code without the auth header and restarts the countdown', async () => {
      signIn();
      const { sent } = stubFetch({ body: { message: 'A new verification code has been sent.' } });
      const user = userEvent.setup();
      await openAfterCooldown();

      await user.click(resendButton());

      await expectToast('Code Sent', 'A new verification code is on its way.');
      expect(await screen.findByRole('button', { name: 'Resend Code (60s)' })).toBeDisabled();
      expect(sent).toEqual([
        {
          url: '/api/auth/resend-phone-verification',
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: { userId: 42, verificationToken: 'pending-token' },
        },
      ]);

      act(() => vi.advanceTimersByTime(60_000));
      expect(await screen.findByRole('button', { name: 'Resend Code' })).toBeEnabled();
    });

    it('shows the server message in an Error toast when the server refuses', async () => {
      stubFetch({
        status: 429,
        body: { message: 'Please wait 12 seconds before requesting a new code' },
      });
      const user = userEvent.setup();
      await openAfterCooldown();

      await user.click(resendButton());

      await expectErrorToast('Please wait 12 seconds before requesting a new code');
      expect(resendButton()).toHaveAccessibleName('Resend Code');
      expect(resendButton()).toBeEnabled();
    });

    it('reads "Failed to resend verification code" when the server gives no message', async () => {
      stubFetch({ status: 500, body: {} });
      const user = userEvent.setup();
      await openAfterCooldown();

      await user.click(resendButton());

      await expectErrorToast('Failed to resend verification code');
      expect(within(screen.getByRole('main')).getByText('(512) 555-0134')).toBeInTheDocument();
      expect(resendButton()).toBeEnabled();
    });
  });
});
