import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ContactPage } from './contact-page.tsx';
import { PrivacyPage } from './privacy-page.tsx';
import { TermsPage } from './terms-page.tsx';

function renderPage(page: ReactElement) {
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: page }])} />);
}

describe('legal pages', () => {
  it.each([
    ['privacy', <PrivacyPage />, 'Privacy Policy'],
    ['terms', <TermsPage />, 'Terms of Service'],
    ['contact', <ContactPage />, 'Talk to the Chairside team'],
  ])('the %s page has its title, the public header and footer', (_name, page, title) => {
    renderPage(page);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(within(screen.getByRole('contentinfo')).getAllByRole('link')).toHaveLength(3);
  });

  it('the privacy policy says what is collected and that it is not sold', () => {
    renderPage(<PrivacyPage />);
    expect(screen.getByRole('heading', { name: '2. Information we collect' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('We do not sell personal information');
  });

  it('the contact page gives the support and sales addresses and the hours', () => {
    renderPage(<ContactPage />);
    expect(screen.getByRole('link', { name: 'support@chairside.app' })).toHaveAttribute(
      'href',
      'mailto:support@chairside.app?subject=Support%20request',
    );
    expect(screen.getByRole('link', { name: 'sales@chairside.app' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:sales@chairside\.app/),
    );
    expect(screen.getByRole('main')).toHaveTextContent(
      'Monday to Friday, 8:00 AM to 6:00 PM Eastern Time',
    );
  });
});
