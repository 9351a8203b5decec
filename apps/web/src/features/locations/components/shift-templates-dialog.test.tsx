import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '@/test/choose-option.ts';
import { makeShiftTemplate } from '@/test/factories/shift-templates.ts';
import { makeMe } from '@/test/factories/users.ts';
import { locationsPageRenderer } from '../testing/render-locations-page.tsx';

const manager = makeMe({ position: 'manager', organizationId: 3 });
const TEMPLATES_URL = '/api/locations/11/shift-templates';

const HYGIENE_DAY = makeShiftTemplate();

const renderPage = locationsPageRenderer(manager, {
  [`GET ${TEMPLATES_URL}`]: { body: [HYGIENE_DAY] },
});

async function openTemplates() {
  const user = userEvent.setup();
  const view = renderPage();
  const table = await screen.findByRole('table', { name: 'Locations' });
  await user.click(within(table).getByRole('button', { name: 'Shift Templates of Downtown' }));
  const dialog = await screen.findByRole('dialog', { name: 'Shift Templates' });
  return { user, dialog, ...view };
}

describe('Shift Templates dialog (issue #16 §1)', () => {
  it('lists the location’s templates with their position, hours and lunch', async () => {
    const { dialog } = await openTemplates();
    const item = await within(dialog).findByRole('listitem');
    expect(item).toHaveTextContent('Hygiene day');
    expect(item).toHaveTextContent('Hygienist · 7:00 AM – 4:00 PM · 1 hour lunch');
    expect(within(item).getByRole('button', { name: 'Edit Hygiene day' })).toBeVisible();
    expect(within(item).getByRole('button', { name: 'Delete Hygiene day' })).toBeVisible();
  });

  it('adds a template with Add Shift’s messages first, then posts the whole template', async () => {
    const { user, dialog, calls } = await openTemplates();
    await user.click(within(dialog).getByRole('button', { name: 'Add Template' }));
    const form = await screen.findByRole('dialog', { name: 'Add Template' });
    await user.click(within(form).getByRole('button', { name: 'Add Template' }));
    expect(await within(form).findByText('Template name is required')).toBeVisible();
    expect(within(form).getByText('Position is required')).toBeVisible();

    await user.type(within(form).getByLabelText('Template name'), 'Front desk morning');
    await chooseOption(user, form, 'Position', 'Front Desk');
    await user.click(within(form).getByRole('button', { name: 'Add Template' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: TEMPLATES_URL,
      body: {
        name: 'Front desk morning',
        position: 'Front Desk',
        specialty: null,
        startTime: '07:00',
        endTime: '16:00',
        lunchMinutes: 60,
        notes: null,
      },
    });
  });

  it('is offered only to those who may post shifts at the location', async () => {
    renderPage({
      user: makeMe({ position: 'location_manager', organizationId: 3, locationIds: [12] }),
    });
    const table = await screen.findByRole('table', { name: 'Locations' });
    expect(within(table).queryByRole('button', { name: /^Shift Templates of/ })).toBeNull();
  });
});
