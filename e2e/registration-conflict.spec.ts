import { expect, test } from '@playwright/test';
import { chooseNewPassword, login } from './support/auth.ts';
import { linkFromOutbox, readOutbox } from './support/outbox.ts';
import { hasPath } from './support/urls.ts';
import { newUser } from './support/users.ts';

const CHOOSE_PASSWORD =
  'This email address was registered more than once with different passwords, so none of them was kept. Choose a new password to finish.';

test('an address registered by a stranger and then by its owner: opening the link goes straight to choosing a password, and neither registered password works', async ({
  page,
  request,
}) => {
  const owner = newUser('conflict');
  const strangerPassword = 'Strangers-pass-9';

  // A stranger registers the owner's address first, with a password of their own.
  const squatted = await request.post('/api/auth/register', {
    data: {
      email: owner.email,
      password: strangerPassword,
      name: 'Mallory Stranger',
      jobTitle: 'Hygienist',
    },
  });
  expect(squatted.status()).toBe(201);
  const strangersLink = await linkFromOutbox(request, owner.email, '/auth/verify-email');

  // Then the owner registers through the page.
  await page.goto('/auth/register');
  await page.getByLabel('Full Name', { exact: true }).fill(owner.name);
  await page.getByLabel('Email Address', { exact: true }).fill(owner.email);
  await page.getByLabel('Validate Email Address', { exact: true }).fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByLabel('Validate Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(hasPath('/auth/register-success'));

  // Two emails, neither greeting anyone by a name nobody verified, each saying when it was made.
  const emails = (await readOutbox(request, owner.email)).filter(
    (email) => email.subject === 'Verify your Chairside email address',
  );
  expect(emails).toHaveLength(2);
  for (const email of emails) {
    expect(email.text.startsWith('Hello,\n')).toBe(true);
    expect(email.text).not.toContain('Mallory');
    expect(email.text).toMatch(/on \d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2} UTC/);
  }

  // The owner opens the newest link: the page goes straight to choosing a password.
  await page.goto(await linkFromOutbox(request, owner.email, '/auth/verify-email'));
  await expect(page).toHaveURL(hasPath('/auth/reset-password'));
  expect(new URL(page.url()).searchParams.get('code')).toMatch(/^[\w-]{20,}$/);
  await expect(page.getByRole('status').filter({ hasText: CHOOSE_PASSWORD })).toBeVisible();

  // Neither registered password was activated.
  for (const password of [owner.password, strangerPassword]) {
    const refused = await request.post('/api/auth/login', {
      data: { username: owner.email, password },
    });
    expect(refused.status()).toBe(401);
  }

  const chosen = 'Chosen-in-the-mailbox-7';
  await chooseNewPassword(page, chosen);

  // The stranger's earlier link is dead.
  await page.goto(strangersLink);
  await expect(page.getByText('Invalid or expired verification link')).toBeVisible();

  await login(page, { email: owner.email, password: chosen }, owner.name);
});
