import { CREDENTIAL_DOCUMENT_MAX_BYTES } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import type { ActorKey } from '../support/admin-world.ts';
import { makeRequest, makeShift, localFromNow } from '../support/shift-world.ts';
import { queryRows } from '../support/sql.ts';
import { addCredential, documentBytes, fileForm, multipartBody } from './credential-calls.ts';

/*
 * Issue #27 §2: PUT /api/users/me/credentials/:id/document (a PDF, PNG or JPEG of at most 5 MB,
 * its type read from its bytes) and GET /api/users/:userId/credentials/:id/document (the
 * person, their organization's admins and managers, platform admins; nobody else).
 */

const { t, world, call, post } = adminWorldForFile();

const documentUrl = (id: number) => `/api/users/me/credentials/${id}/document`;
const upload = async (
  actor: ActorKey,
  id: number,
  form: Awaited<ReturnType<typeof multipartBody>>,
) => call(actor, { method: 'PUT', url: documentUrl(id), ...form });

const storedDocument = async (id: number) =>
  (
    await queryRows<{ content_type: string; size_bytes: number }>(
      t.db,
      sql`select content_type, size_bytes from credential_documents where credential_id = ${id}`,
    )
  )[0] ?? null;

let employeeLicense: number;
beforeAll(async () => {
  ({ id: employeeLicense } = await addCredential({ post }, 'employeeA'));
});

describe('uploading a credential’s document', () => {
  it.each([
    ['a PDF', 'pdf', 'license.pdf', 'application/pdf'],
    ['a PNG', 'png', 'card.png', 'image/png'],
    ['a JPEG', 'jpeg', 'photo.jpg', 'image/jpeg'],
  ] as const)('stores %s with the type read from its bytes', async (_what, kind, name, type) => {
    const { id } = await addCredential({ post }, 'employeeB');
    // The declared type is ignored: only the bytes tell.
    const response = await upload(
      'employeeB',
      id,
      await fileForm(documentBytes(kind), name, 'application/octet-stream'),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, hasDocument: true, status: 'unverified' });
    expect(await storedDocument(id)).toEqual({ content_type: type, size_bytes: 256 });
  });

  it('replaces the document and clears the verification', async () => {
    const { id } = await addCredential({ post }, 'employeeA');
    await upload('employeeA', id, await fileForm(documentBytes('pdf'), 'a.pdf', 'application/pdf'));
    await post('adminA', `/api/users/${world.a.employee.id}/credentials/${id}/verify`);
    const response = await upload(
      'employeeA',
      id,
      await fileForm(documentBytes('png', 512), 'b.png', 'image/png'),
    );
    expect(response.json()).toMatchObject({
      hasDocument: true,
      status: 'unverified',
      verifiedAt: null,
      verifiedBy: null,
    });
    expect(await storedDocument(id)).toEqual({ content_type: 'image/png', size_bytes: 512 });
  });

  it('takes a document of exactly 5 MB', async () => {
    const { id } = await addCredential({ post }, 'employeeB');
    const bytes = documentBytes('pdf', CREDENTIAL_DOCUMENT_MAX_BYTES);
    const response = await upload(
      'employeeB',
      id,
      await fileForm(bytes, 'big.pdf', 'application/pdf'),
    );
    expect(response.statusCode).toBe(200);
    expect((await storedDocument(id))?.size_bytes).toBe(CREDENTIAL_DOCUMENT_MAX_BYTES);
  });

  it.each([
    ['one byte over 5 MB', CREDENTIAL_DOCUMENT_MAX_BYTES + 1],
    ['a body far over the limit', 8 * 1024 * 1024],
  ])('refuses %s with 413, storing nothing', async (_what, size) => {
    const { id } = await addCredential({ post }, 'employeeB');
    const form = await fileForm(documentBytes('pdf', size), 'big.pdf', 'application/pdf');
    const response = await upload('employeeB', id, form);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The file must be 5 MB or smaller' });
    expect(await storedDocument(id)).toBeNull();
  });

  it.each([
    ['a renamed executable declared as a PDF', documentBytes('exe'), 'x.pdf', 'application/pdf'],
    ['an HTML file', documentBytes('html'), 'license.html', 'text/html'],
    ['an HTML file named as an image', documentBytes('html'), 'license.png', 'image/png'],
    ['an empty file', new Uint8Array(new ArrayBuffer(0)), 'empty.pdf', 'application/pdf'],
  ])('refuses %s with 415, storing nothing', async (_what, bytes, name, type) => {
    const response = await upload('employeeA', employeeLicense, await fileForm(bytes, name, type));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Upload a PDF, PNG or JPEG file' });
    expect(await storedDocument(employeeLicense)).toBeNull();
  });

  it('refuses a body that is not a form with 415', async () => {
    const response = await call('employeeA', {
      method: 'PUT',
      url: documentUrl(employeeLicense),
      payload: { file: '%PDF-1.7' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Upload a PDF, PNG or JPEG file' });
  });

  it.each([
    ['a form without its file', [['note', 'no file here']]],
    ['a text field named file', [['file', '%PDF-1.7 as text']]],
    [
      'two files',
      [
        ['file', new Blob([documentBytes('pdf')]), 'a.pdf'],
        ['file', new Blob([documentBytes('pdf')]), 'b.pdf'],
      ],
    ],
  ] as const)('refuses %s: Choose a file to upload (400)', async (_what, fields) => {
    const form = await multipartBody(fields.map((field) => [...field]) as never);
    const response = await upload('employeeA', employeeLicense, form);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: ['Choose a file to upload'] });
  });

  it('refuses a broken form (400)', async () => {
    const response = await call('employeeA', {
      method: 'PUT',
      url: documentUrl(employeeLicense),
      headers: { 'content-type': 'multipart/form-data; boundary=nothing' },
      payload: 'not a form at all',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: ['Choose a file to upload'] });
  });

  it('answers 404 for another person’s credential, storing nothing', async () => {
    const { id } = await addCredential({ post }, 'employeeB');
    const response = await upload(
      'employeeA',
      id,
      await fileForm(documentBytes('pdf'), 'x.pdf', 'application/pdf'),
    );
    expect(response.statusCode).toBe(404);
    expect(await storedDocument(id)).toBeNull();
  });
});

describe('reading a credential’s document', () => {
  let id: number;
  let url: string;
  const pdf = documentBytes('pdf', 1000);
  beforeAll(async () => {
    ({ id } = await addCredential({ post }, 'employeeA'));
    await upload('employeeA', id, await fileForm(pdf, 'license.pdf', 'application/pdf'));
    url = `/api/users/${world.a.employee.id}/credentials/${id}/document`;
    // A live request on B's shift: B's managers see the credentials, never the document.
    const shift = await makeShift(t.db, {
      locationId: world.b.locations[0].id,
      local: localFromNow(5),
    });
    await makeRequest(t.db, { shiftId: shift.id, employeeId: world.a.employee.id });
  });

  it.each<ActorKey>(['employeeA', 'adminA', 'managerA', 'platformAdmin'])(
    '%s gets the bytes as an attachment no cache keeps',
    async (actor) => {
      const response = await call(actor, { url });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(pdf)).toBe(true);
      expect(response.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="credential-${id}.pdf"`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
    },
  );

  it.each<ActorKey>([
    'locationManagerA',
    'inactiveEmployeeA',
    'adminB',
    'managerB',
    'locationManagerB',
    'employeeB',
    'independent',
  ])('%s gets 404, exactly as for a document that does not exist', async (actor) => {
    const response = await call(actor, { url });
    const missing = await call(actor, { url: url.replace(/\/\d+\/document$/, '/999999/document') });
    expect(response.statusCode).toBe(actor === 'inactiveEmployeeA' ? 401 : 404);
    expect(response.body).toBe(missing.body);
    expect(response.body).not.toContain('%PDF');
  });

  it('answers 404 for a credential without a document, and for another person’s credential', async () => {
    const bare = await addCredential({ post }, 'employeeA');
    const bareUrl = `/api/users/${world.a.employee.id}/credentials/${bare.id}/document`;
    expect((await call('managerA', { url: bareUrl })).statusCode).toBe(404);
    const wrongPerson = `/api/users/${world.a.manager.id}/credentials/${id}/document`;
    expect((await call('adminA', { url: wrongPerson })).statusCode).toBe(404);
  });
});
