import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAuthRoute } from '@/test/render-auth-route.tsx';

describe('register success page', () => {
  it('asks to check the inbox and links back to login', async () => {
    renderAuthRoute('/auth/register-success');
    expect(
      await screen.findByText('Please check your inbox for a verification email.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return To Login' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });
});
