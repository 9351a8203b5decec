import { describe, expect, it } from 'vitest';
import { DEMO_SHIFT_TEMPLATES } from '../../src/seed/demo-data.ts';
import { adminWorldForFile } from '../support/admin-file.ts';
import type { ActorKey } from '../support/admin-world.ts';

const { world, get, post, patch, del } = adminWorldForFile();

/** The demo's 'Hygiene day': 7:00 AM to 4:00 PM, 1 hour lunch. */
const hygieneDay = DEMO_SHIFT_TEMPLATES[0];

/** Location 1 of organization A, which its location manager manages; location 2 nobody does. */
const managedUrl = () => `/api/locations/${world.a.locations[0].id}/shift-templates`;
const unmanagedUrl = () => `/api/locations/${world.a.locations[1].id}/shift-templates`;

async function createAs(actor: ActorKey, url: string, payload: object) {
  const response = await post(actor, url, payload);
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; name: string };
}

describe('shift templates (issue #16 §1)', () => {
  it('a location manager creates, lists, edits and deletes the templates of their location', async () => {
    const created = await createAs('locationManagerA', managedUrl(), hygieneDay);
    expect(created).toEqual({
      id: expect.any(Number),
      locationId: world.a.locations[0].id,
      ...hygieneDay,
    });

    const listed = await get('locationManagerA', managedUrl());
    expect(listed.json()).toEqual([created]);

    const edited = await patch('locationManagerA', `${managedUrl()}/${created.id}`, {
      ...hygieneDay,
      name: 'Long hygiene day',
      endTime: '17:00',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Long hygiene day', endTime: '17:00' });

    expect((await del('locationManagerA', `${managedUrl()}/${created.id}`)).statusCode).toBe(204);
    expect((await get('locationManagerA', managedUrl())).json()).toEqual([]);
  });

  it('admins and managers of the organization manage the templates of every location', async () => {
    for (const actor of ['adminA', 'managerA'] as const) {
      const created = await createAs(actor, unmanagedUrl(), { ...hygieneDay, name: actor });
      expect((await del(actor, `${unmanagedUrl()}/${created.id}`)).statusCode).toBe(204);
    }
  });

  it('refuses with 403 those who see the location but may not post shifts there', async () => {
    for (const [actor, url] of [
      ['employeeA', managedUrl()],
      ['locationManagerA', unmanagedUrl()],
    ] as const) {
      const response = await get(actor, url);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'You can only manage templates at the locations you manage',
      });
      expect((await post(actor, url, hygieneDay)).statusCode).toBe(403);
    }
  });

  it('answers 404 for another organization’s location and its templates', async () => {
    const created = await createAs('adminA', managedUrl(), { ...hygieneDay, name: 'Hidden' });
    expect((await get('adminB', managedUrl())).statusCode).toBe(404);
    expect((await patch('adminB', `${managedUrl()}/${created.id}`, hygieneDay)).statusCode).toBe(
      404,
    );
    expect((await del('adminB', `${managedUrl()}/${created.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for a template asked for under another location', async () => {
    const created = await createAs('adminA', managedUrl(), { ...hygieneDay, name: 'Elsewhere' });
    const response = await del('adminA', `${unmanagedUrl()}/${created.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Template not found' });
  });

  it('refuses a name the location already has, whatever its case, with 409', async () => {
    await createAs('adminA', managedUrl(), { ...hygieneDay, name: 'Assistant half day' });
    const response = await post('managerA', managedUrl(), {
      ...hygieneDay,
      name: 'assistant HALF day',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'This location already has a template with this name',
    });
    // Another location may use the same name.
    await createAs('adminA', unmanagedUrl(), { ...hygieneDay, name: 'Assistant half day' });
  });

  it('refuses a template breaking Add Shift’s rules with 400 and its messages', async () => {
    const response = await post('adminA', managedUrl(), {
      ...hygieneDay,
      name: '',
      startTime: '16:00',
      endTime: '07:00',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.arrayContaining(['Template name is required']));
    const backwards = await post('adminA', managedUrl(), {
      ...hygieneDay,
      startTime: '16:00',
      endTime: '07:00',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ message: ['End time must be after start time'] });
  });
});
