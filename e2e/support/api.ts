import { expect, type APIRequestContext } from '@playwright/test';

/** Calls the API as `token`, expecting `status`; answers the JSON. */
export async function apiAs<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  status: number,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(url, {
    method,
    data,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}
