import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listPageRenderer } from '@/components/list/testing/render-list-page.tsx';
import { makeOrganizationRow } from '@/test/factories/places.ts';
import { makeMe } from '@/test/factories/users.ts';
import { OrganizationsPage } from './organizations-page.tsx';

const manager = makeMe({ position: 'manager', organizationId: 3 });
const locationManager = makeMe({ position: 'location_manager', organizationId: 3 });

const renderPage = listPageRenderer(<OrganizationsPage />, {
  path: '/dashboard/organizations',
  user: manager,
  api: {
    'GET /api/organizations': { body: { items: [makeOrganizationRow({ id: 3 })], total: 1 } },
    'GET /api/organizations/3/settings': {
      body: { organizationId: 3, offerResponseHours: 24, credentialChecks: 'outsideProfessionals' },
    },
  },
});

describe('Organization Settings (issue #14)', () => {
  it('lets a manager choose how long offers wait for an answer', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage({
      handlers: {
        'PUT /api/organizations/3/settings': {
          body: {
            organizationId: 3,
            offerResponseHours: 8,
            credentialChecks: 'outsideProfessionals',
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Organization Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Organization Settings' });
    const choice = await within(dialog).findByRole('combobox', { name: 'Offer response time' });
    expect(choice).toHaveTextContent('24 hours (default)');
    await user.click(choice);
    await user.click(await screen.findByRole('option', { name: '8 hours' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings Saved')).toBeVisible();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ offerResponseHours: 8 });
  });

  it('is not offered to a location manager', async () => {
    renderPage({ user: locationManager });
    await screen.findByRole('heading', { level: 1, name: 'Manage Organizations' });
    expect(screen.queryByRole('button', { name: 'Organization Settings' })).toBeNull();
  });
});
