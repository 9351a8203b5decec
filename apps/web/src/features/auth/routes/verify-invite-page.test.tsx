import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAuthRoute } from '@/test/render-auth-route.tsx';
import { stubFetch } from '../testing/stub-fetch.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const LABELS = {
  phoneNumber: 'Phone Number',
  password: 'Password',
  confirmPassword: 'Confirm Password',
} as const;

type Values = Record<keyof typeof LABELS, string>;

const complete: Values = {
  phoneNumber: '(512) 555-0134',
  password: 'Invited-pass-1',
  confirmPassword: 'Invited-pass-1',
};

async function openInvite(path = '/auth/verify-invite?code=invite-code') {
  const view = renderAuthRoute(path);
  await screen.findByRole('heading', { name: 'Accept Your Invite' });
  return view;
}

async function fill(user: UserEvent, values: Partial<Values>) {
  for (const [field, value] of Object.entries(values)) {
    const input = screen.getByLabelText(LABELS[field as keyof Values]);
    await user.clear(input);
    await user.type(input, value);
  }
}

function submitButton() {
  return within(screen.getByRole('main')).getByRole('button', { name: 'Complete Setup' });
}

describe('verify invite page', () => {
  it('reads "Invalid verification link" and disables the form without a code', async () => {
    const { fetchMock } = stubFetch();
    await openInvite('/auth/verify-invite');

    expect(screen.getByRole('alert')).toHaveTextContent('Invalid verification link');
    expect(screen.getByRole('combobox', { name: 'Job Title' })).toBeDisabled();
    for (const label of Object.values(LABELS)) expect(screen.getByLabelText(label)).toBeDisabled();
    expect(submitButton()).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the SPEC fields with Front Desk as the default job title', async () => {
    await openInvite();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Job Title' })).toHaveTextContent('Front Desk');
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
    for (const label of Object.values(LABELS)) expect(screen.getByLabelText(label)).toBeRequired();
    expect(submitButton()).toBeEnabled();
  });

  it('reports an invalid phone, a short password and mismatched passwords', async () => {
    const { fetchMock } = stubFetch();
    const user = userEvent.setup();
    await openInvite();

    await user.click(submitButton());
    expect(await screen.findByText('Please enter a valid US phone number')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('aria-invalid', 'true');

    // 11 digits must start with 1; 9 digits are too few; a premium-rate 900 number is no US
    // phone that may be texted (NANP rules).
    await fill(user, { phoneNumber: '2 512 555 0134', password: 'Short1!', confirmPassword: 'x' });
    expect(screen.getByText('Please enter a valid US phone number')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    await fill(user, { phoneNumber: '512 555 013' });
    expect(screen.getByText('Please enter a valid US phone number')).toBeInTheDocument();
    await fill(user, { phoneNumber: '(900) 555-0134' });
    expect(screen.getByText('Please enter a valid US phone number')).toBeInTheDocument();

    await fill(user, { ...complete, confirmPassword: 'Invited-pass-2' });
    await user.click(submitButton());
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.queryByText('Please enter a valid US phone number')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the normalized phone and goes to verify-phone with the new account and its token', async () => {
    const { sent } = stubFetch({
      body: { userId: 42, phoneNumber: '+15125550134', verificationToken: 'pending-token' },
    });
    const user = userEvent.setup();
    const { router } = await openInvite();

    await fill(user, { ...complete, phoneNumber: '1-512-555-0134' });
    await user.click(screen.getByRole('combobox', { name: 'Job Title' }));
    await user.keyboard('hyg{Enter}');
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { name: 'Verify Your Phone' })).toBeInTheDocument();
    expect(screen.getByText(/We sent a 4-digit code to/)).toHaveTextContent(
      'We sent a 4-digit code to (512) 555-0134',
    );
    expect(router.state.location.pathname).toBe('/auth/verify-phone');
    expect(router.state.location.state).toEqual({
      userId: 42,
      phoneNumber: '+15125550134',
      verificationToken: 'pending-token',
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      url: '/api/invites/verify?code=invite-code',
      method: 'POST',
      body: { password: 'Invited-pass-1', jobTitle: 'Hygienist', phoneNumber: '+15125550134' },
    });
  });

  it('shows the server message under the form and re-enables the submit', async () => {
    stubFetch({
      status: 400,
      body: { message: 'This invite link is invalid or has already been used' },
    });
    const user = userEvent.setup();
    const { router } = await openInvite();

    await fill(user, complete);
    await user.click(submitButton());

    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent('This invite link is invalid or has already been used');
    expect(message).toHaveClass('text-destructive');
    expect(submitButton()).toBeEnabled();
    expect(screen.getByLabelText('Phone Number')).toBeEnabled();
    expect(router.state.location.pathname).toBe('/auth/verify-invite');
  });

  it('offers to sign in and accept with the existing account when the address has one (409)', async () => {
    stubFetch({ status: 409, body: { message: 'An account with this email already exists' } });
    const user = userEvent.setup();
    await openInvite();

    await fill(user, complete);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists',
    );
    expect(screen.getByRole('link', { name: 'Sign in and accept the invite' })).toHaveAttribute(
      'href',
      '/auth/accept-invite?code=invite-code',
    );
  });

  it('waits 5 seconds from the last submit before calling the server again', async () => {
    // Only the clock is faked: the wait is computed from Date.now(), which moves only when
    // the test says so; the page's timers stay real.
    vi.useFakeTimers({ toFake: ['Date'] });
    const { fetchMock } = stubFetch(
      { status: 400, body: { message: 'Too many requests, please try again later.' } },
      { body: { userId: 42, phoneNumber: '+15125550134', verificationToken: 'pending-token' } },
    );
    const user = userEvent.setup();
    const { router } = await openInvite();
    await fill(user, complete);

    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests, please try again later.',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.click(submitButton());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Please wait 5 seconds before submitting again.',
    );

    // The number counts down on its own.
    act(() => vi.advanceTimersByTime(1000));
    expect(
      await screen.findByText('Please wait 4 seconds before submitting again.'),
    ).toBeInTheDocument();

    // A refused submit does not restart the wait: it still ends 5 s after the last one sent.
    act(() => vi.advanceTimersByTime(3500));
    await user.click(submitButton());
    expect(
      await screen.findByText('Please wait 1 seconds before submitting again.'),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(500));
    await vi.waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { name: 'Verify Your Phone' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/verify-phone');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not count a submit that failed validation', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { fetchMock } = stubFetch({
      body: { userId: 42, phoneNumber: '+15125550134', verificationToken: 'pending-token' },
    });
    const user = userEvent.setup();
    await openInvite();

    await fill(user, { ...complete, phoneNumber: '555' });
    await user.click(submitButton());
    expect(await screen.findByText('Please enter a valid US phone number')).toBeInTheDocument();

    await fill(user, { phoneNumber: complete.phoneNumber });
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Verify Your Phone' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
