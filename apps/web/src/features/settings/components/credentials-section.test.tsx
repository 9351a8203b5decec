import { CREDENTIAL_MESSAGES, MESSAGES, type Credential } from '@chairside/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderListPage } from '@/components/list/testing/render-list-page.tsx';
import { setAccessToken } from '@/lib/session.ts';
import type { ApiHandlers, StubbedCall } from '@/test/api-stub.ts';
import { chooseOption } from '@/test/choose-option.ts';
import { makeCprCard, makeCredential } from '@/test/factories/credentials.ts';
import { makeMe } from '@/test/factories/users.ts';
import { expectToast } from '@/test/toasts.ts';
import { CredentialsSection } from './credentials-section.tsx';

// The components' clock starts on Wednesday, Oct 14, 2026 (test/clock.ts).
const license = makeCredential({ expiresOn: '2026-10-26' });
const cpr = makeCprCard();
const expiredRda = makeCredential({
  id: 5,
  type: 'rda',
  label: 'Registered Dental Assistant (RDA)',
  stateCode: 'NY',
  number: 'RDA-1001',
  expiresOn: '2026-09-30',
  status: 'expired',
  verifiedAt: null,
  verifiedBy: null,
  hasDocument: false,
});
const MINE = 'GET /api/users/me/credentials';

/*
 * The section on its own, as the calendar feeds' test renders its own: that Settings shows it to
 * professionals is proved in the browser (e2e/credentials.spec.ts).
 */
async function openCredentials(handlers: ApiHandlers = {}, credentials = [license, cpr]) {
  setAccessToken('token-123');
  const { calls } = renderListPage(<CredentialsSection />, {
    path: '/dashboard/settings',
    user: makeMe({ position: 'employee', jobTitle: 'Hygienist' }),
    api: { [MINE]: { body: credentials }, ...handlers },
  });
  const region = screen.getByRole('region', { name: 'Credentials' });
  await within(region).findByRole('button', { name: 'Add Credential' });
  return { calls, region, user: userEvent.setup({ applyAccept: false }) };
}

function item(region: HTMLElement, name: string) {
  return within(region).getByRole('listitem', { name });
}

const sent = (calls: StubbedCall[], method: string) =>
  calls.filter((call) => call.method === method);

/** A file of `bytes` bytes that starts as a PDF does ('%PDF-'). */
function pdf(name = 'license.pdf', bytes = 1200) {
  const content = new Uint8Array(bytes);
  content.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
  return new File([content], name, { type: 'application/pdf' });
}

/** Fills the Add Credential dialog with a California hygiene license. */
async function fillLicense(user: UserEvent, dialog: HTMLElement, expiresOn = '2028-05-31') {
  await chooseOption(user, dialog, 'Credential', 'Dental Hygiene License');
  await chooseOption(user, dialog, 'Issuing State', 'California');
  await user.type(within(dialog).getByLabelText('Number'), 'RDH 555001');
  await user.type(within(dialog).getByLabelText('Expires On'), expiresOn);
}

async function openAdd(user: UserEvent, region: HTMLElement) {
  await user.click(within(region).getByRole('button', { name: 'Add Credential' }));
  return screen.findByRole('dialog', { name: 'Add Credential' });
}

describe('Settings › Credentials (issue #27 §4)', () => {
  it('lists each credential with its chip, its expiry warning and who verified it', async () => {
    const { region } = await openCredentials({}, [license, cpr, expiredRda]);

    const hygiene = item(region, 'Dental Hygiene License · CA');
    expect(hygiene).toHaveTextContent('No. RDH 482913 · Expires Oct 26, 2026');
    expect(within(hygiene).getByText('Verified')).toBeVisible();
    expect(within(hygiene).getByText('Expires in 12 days')).toBeVisible();
    expect(hygiene).toHaveTextContent('Verified by Priya Raman on Sep 2, 2026');
    expect(
      within(hygiene).getByRole('button', {
        name: 'Replace document: Dental Hygiene License · CA',
      }),
    ).toBeVisible();

    const card = item(region, 'CPR/BLS Certification');
    expect(within(card).getByText('Unverified')).toBeVisible();
    expect(within(card).queryByText(/Expires in/)).not.toBeInTheDocument();
    expect(card).toHaveTextContent('Waiting for your practice to verify it.');

    const rda = item(region, 'Registered Dental Assistant (RDA) · NY');
    expect(within(rda).getByText('Expired')).toBeVisible();
    expect(within(rda).queryByText(/Expires (in|today|tomorrow)/)).not.toBeInTheDocument();
    expect(
      within(rda).getByRole('button', {
        name: 'Upload document: Registered Dental Assistant (RDA) · NY',
      }),
    ).toBeVisible();
  });

  it('invites a professional with no credentials to add them', async () => {
    const { region } = await openCredentials({}, []);
    expect(region).toHaveTextContent('No credentials yet.');
    expect(within(region).queryByRole('list')).not.toBeInTheDocument();
  });

  it('adds a license, then uploads its document, and shows the list again from the server', async () => {
    const added = makeCredential({
      id: 9,
      number: 'RDH 555001',
      expiresOn: '2028-05-31',
      status: 'unverified',
      verifiedAt: null,
      verifiedBy: null,
      hasDocument: false,
    });
    let credentials: Credential[] = [cpr];
    const { calls, region, user } = await openCredentials({
      [MINE]: () => ({ body: credentials }),
      'POST /api/users/me/credentials': () => {
        credentials = [cpr, added];
        return { status: 201, body: added };
      },
      'PUT /api/users/me/credentials/9/document': () => {
        credentials = [cpr, { ...added, hasDocument: true }];
        return { body: { ...added, hasDocument: true } };
      },
    });
    const dialog = await openAdd(user, region);
    await fillLicense(user, dialog);
    await user.upload(within(dialog).getByLabelText('Document'), pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Add Credential' }));

    await expectToast('Credential added', 'Your practice will verify it.');
    expect(sent(calls, 'POST')[0]?.body).toEqual({
      type: 'hygiene_license',
      stateCode: 'CA',
      number: 'RDH 555001',
      expiresOn: '2028-05-31',
    });
    const upload = sent(calls, 'PUT')[0];
    expect(upload?.path).toBe('/api/users/me/credentials/9/document');
    expect(upload?.headers.Authorization).toBe('Bearer token-123');
    expect(upload?.headers['Content-Type']).toBeUndefined();
    expect((upload?.body as FormData).get('file')).toMatchObject({ name: 'license.pdf' });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(item(region, 'Dental Hygiene License · CA')).toHaveTextContent('Document on file.');
  });

  it('asks no state of a CPR/BLS card', async () => {
    const { calls, region, user } = await openCredentials({
      'POST /api/users/me/credentials': { status: 201, body: cpr },
    });
    const dialog = await openAdd(user, region);
    await chooseOption(user, dialog, 'Credential', 'CPR/BLS Certification');
    expect(
      within(dialog).queryByRole('combobox', { name: 'Issuing State' }),
    ).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Number'), 'AHA-77120');
    await user.type(within(dialog).getByLabelText('Expires On'), '2027-03-31');
    await user.click(within(dialog).getByRole('button', { name: 'Add Credential' }));

    await expectToast('Credential added', 'Your practice will verify it.');
    expect(sent(calls, 'POST')[0]?.body).toEqual({
      type: 'cpr_bls',
      stateCode: null,
      number: 'AHA-77120',
      expiresOn: '2027-03-31',
    });
  });

  it("shows the form's messages without asking the server, an expired date included", async () => {
    const { calls, region, user } = await openCredentials();
    const dialog = await openAdd(user, region);
    await user.click(within(dialog).getByRole('button', { name: 'Add Credential' }));
    expect(await within(dialog).findByText(CREDENTIAL_MESSAGES.unknownType)).toBeVisible();
    expect(within(dialog).getByText(CREDENTIAL_MESSAGES.numberRequired)).toBeVisible();
    expect(within(dialog).getByText(MESSAGES.dateRequired)).toBeVisible();

    await fillLicense(user, dialog, '2026-10-13');
    await user.upload(
      within(dialog).getByLabelText('Document'),
      new File(['<html>'], 'card.html', { type: 'text/html' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add Credential' }));
    expect(await within(dialog).findByText(CREDENTIAL_MESSAGES.alreadyExpired)).toBeVisible();
    expect(within(dialog).getByText(CREDENTIAL_MESSAGES.fileType)).toBeVisible();
    expect(sent(calls, 'POST')).toEqual([]);
  });

  it("keeps the dialog open with the server's refusal", async () => {
    const { region, user } = await openCredentials({
      'POST /api/users/me/credentials': {
        status: 400,
        body: { message: ['This credential has already expired'] },
      },
    });
    const dialog = await openAdd(user, region);
    await fillLicense(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add Credential' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This credential has already expired',
    );
  });

  it('edits a credential, saying a verified one goes back for verification', async () => {
    const { calls, region, user } = await openCredentials({
      'PATCH /api/users/me/credentials/3': { body: { ...license, number: 'RDH 482914' } },
    });
    await user.click(
      within(region).getByRole('button', { name: 'Edit Dental Hygiene License · CA' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Credential' });
    expect(dialog).toHaveTextContent('Saving a change sends it back to your practice to verify.');
    expect(within(dialog).getByLabelText('Expires On')).toHaveValue('2026-10-26');
    expect(within(dialog).queryByLabelText('Document')).not.toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Number'));
    await user.type(within(dialog).getByLabelText('Number'), 'RDH 482914');
    await user.click(within(dialog).getByRole('button', { name: 'Save Credential' }));

    await expectToast('Credential saved', 'Your practice will verify it again.');
    expect(sent(calls, 'PATCH')[0]).toMatchObject({
      path: '/api/users/me/credentials/3',
      body: {
        type: 'hygiene_license',
        stateCode: 'CA',
        number: 'RDH 482914',
        expiresOn: '2026-10-26',
      },
    });
  });

  it('deletes a credential only once the confirmation is accepted', async () => {
    const { calls, region, user } = await openCredentials({
      'DELETE /api/users/me/credentials/4': { status: 204 },
    });
    const remove = within(region).getByRole('button', { name: 'Delete CPR/BLS Certification' });
    await user.click(remove);
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this credential?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(sent(calls, 'DELETE')).toEqual([]);

    await user.click(remove);
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this credential?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Credential' }));
    await expectToast('Credential deleted', 'Practices no longer see it.');
    expect(sent(calls, 'DELETE').map((call) => call.path)).toEqual(['/api/users/me/credentials/4']);
  });

  it.each([
    [
      'a program',
      new File(['MZ'], 'card.exe', { type: 'application/x-msdownload' }),
      CREDENTIAL_MESSAGES.fileType,
    ],
    [
      'an HTML page named .pdf',
      new File(['<html><body>'], 'card.pdf', { type: 'application/pdf' }),
      CREDENTIAL_MESSAGES.fileType,
    ],
    ['a PDF over 5 MB', pdf('scan.pdf', 5 * 1024 * 1024 + 1), CREDENTIAL_MESSAGES.fileTooLarge],
  ])('refuses %s before uploading it', async (_file, file, message) => {
    const { calls, region, user } = await openCredentials();
    const card = item(region, 'CPR/BLS Certification');
    await user.upload(within(card).getByLabelText('Document of CPR/BLS Certification'), file);
    expect(await within(card).findByRole('alert')).toHaveTextContent(message);
    expect(sent(calls, 'PUT')).toEqual([]);
  });

  it("replaces a document, and shows the server's refusal when its bytes are no PDF", async () => {
    let answer = { status: 415, body: { message: CREDENTIAL_MESSAGES.fileType } as object };
    const { calls, region, user } = await openCredentials({
      'PUT /api/users/me/credentials/4/document': () => answer,
    });
    const card = item(region, 'CPR/BLS Certification');
    const input = within(card).getByLabelText('Document of CPR/BLS Certification');
    await user.upload(input, pdf('renamed.pdf'));
    expect(await within(card).findByRole('alert')).toHaveTextContent(CREDENTIAL_MESSAGES.fileType);

    answer = { status: 200, body: cpr };
    await user.upload(input, pdf('card.pdf'));
    await expectToast('Document uploaded', 'Your practice will verify it.');
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
    expect(sent(calls, 'PUT').map((call) => (call.body as FormData).get('file'))).toMatchObject([
      { name: 'renamed.pdf' },
      { name: 'card.pdf' },
    ]);
  });
});
