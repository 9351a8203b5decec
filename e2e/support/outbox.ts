import type { OutboxMessage } from '@chairside/domain';
import { expect, type APIRequestContext } from '@playwright/test';

/** Messages sent to an email address or phone number, newest first. */
export async function readOutbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get('/api/dev/outbox', { params: { to } });
  expect(response.status(), `GET /api/dev/outbox: ${await response.text()}`).toBe(200);
  return (await response.json()) as OutboxMessage[];
}

/**
 * Path and query (for example '/auth/verify-email?code=...') of the newest link to `pathname`
 * with a `code` sent to `to`. Emails carry absolute links to PUBLIC_URL; the tests open the
 * path on their own base URL.
 */
export async function linkFromOutbox(
  request: APIRequestContext,
  to: string,
  pathname: string,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = findLink(await readOutbox(request, to), pathname);
        return link;
      },
      { message: `a link to ${pathname}?code=... in the outbox of ${to}` },
    )
    .toBeDefined();
  return link as string;
}

/** The `code` query parameter of the newest link to `pathname` sent to `to`. */
export async function codeFromOutbox(
  request: APIRequestContext,
  to: string,
  pathname: string,
): Promise<string> {
  const link = await linkFromOutbox(request, to, pathname);
  return new URL(link, 'http://outbox.invalid').searchParams.get('code') as string;
}

function findLink(messages: OutboxMessage[], pathname: string): string | undefined {
  for (const message of messages) {
    for (const [candidate] of message.text.matchAll(/https?:\/\/[^\s<>"'()[\]]+/g)) {
      const url = new URL(candidate);
      if (url.pathname === pathname && url.searchParams.get('code')) {
        return `${url.pathname}${url.search}`;
      }
    }
  }
  return undefined;
}
