import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAuthRoute } from '@/test/render-auth-route.tsx';
import { stubFetch } from '../testing/stub-fetch.ts';
import { expectErrorToast } from '@/test/toasts.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openRegister() {
  const view = renderAuthRoute('/auth/register');
  await screen.findByRole('heading', { name: 'Create an Account' });
  return view;
}

async function fill(
  user: UserEvent,
  values: Partial<
    Record<'name' | 'email' | 'confirmEmail' | 'password' | 'confirmPassword', string>
  >,
) {
  const labels = {
    name: 'Full Name',
    email: 'Email Address',
    confirmEmail: 'Validate Email Address',
    password: 'Password',
    confirmPassword: 'Validate Password',
  } as const;
  for (const [field, value] of Object.entries(values)) {
    const input = screen.getByLabelText(labels[field as keyof typeof labels]);
    await user.clear(input);
    await user.type(input, value);
  }
}

const complete = {
  name: 'Casey Jordan',
  email: 'casey@example.com',
  confirmEmail: 'casey@example.com',
  password: 'Original-pass-1',
  confirmPassword: 'Original-pass-1',
};

describe('register page', () => {
  it('shows the SPEC fields with Front Desk as the default job title', async () => {
    await openRegister();
    for (const label of [
      'Full Name',
      'Email Address',
      'Validate Email Address',
      'Password',
      'Validate Password',
    ]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByRole('combobox', { name: 'Job Title' })).toHaveTextContent('Front Desk');
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
  });

  it('requires every field', async () => {
    const { fetchMock } = stubFetch();
    const user = userEvent.setup();
    await openRegister();

    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports mismatched email addresses and passwords', async () => {
    const { fetchMock } = stubFetch();
    const user = userEvent.setup();
    await openRegister();

    await fill(user, {
      ...complete,
      confirmEmail: 'other.casey@example.com',
      confirmPassword: 'Original-pass-1x',
    });
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Email addresses do not match')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports a password shorter than 8 characters', async () => {
    const user = userEvent.setup();
    await openRegister();

    await fill(user, { ...complete, password: 'Short1!', confirmPassword: 'Short1!' });
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(
      await screen.findByText('Password must be at least 8 characters long'),
    ).toBeInTheDocument();
  });

  it('registers with the chosen job title and shows the success screen', async () => {
    const { sent } = stubFetch({ status: 201, body: { message: 'Registered' } });
    const user = userEvent.setup();
    const { router } = await openRegister();

    await fill(user, { ...complete, email: 'Casey@Example.com' });
    await user.click(screen.getByRole('combobox', { name: 'Job Title' }));
    await user.keyboard('hyg{Enter}');
    expect(screen.getByRole('combobox', { name: 'Job Title' })).toHaveTextContent('Hygienist');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(
      await screen.findByText('Please check your inbox for a verification email.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/register-success');
    expect(screen.getByRole('link', { name: 'Return To Login' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      url: '/api/auth/register',
      method: 'POST',
      body: {
        email: 'casey@example.com',
        password: 'Original-pass-1',
        name: 'Casey Jordan',
        jobTitle: 'Hygienist',
      },
    });
  });

  it('shows the server message in an Error toast when registration fails', async () => {
    stubFetch({ status: 409, body: { message: 'An account with this email already exists' } });
    const user = userEvent.setup();
    const { router } = await openRegister();

    await fill(user, complete);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await expectErrorToast('An account with this email already exists');
    expect(router.state.location.pathname).toBe('/auth/register');
    expect(
      within(screen.getByRole('main')).getByRole('button', { name: 'Register' }),
    ).toBeEnabled();
  });
});
