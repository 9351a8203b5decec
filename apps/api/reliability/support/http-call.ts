/** One JSON call over HTTP to a running API process, the way the web app makes it. */
export interface Answer<T = unknown> {
  status: number;
  body: T;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export async function call<T = unknown>(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      // SPEC §7: every call carries a JSON content type, also PATCH and DELETE without a body.
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** POST /api/auth/login to the process at `baseUrl`, from `address` when given (as a proxy says). */
export function login(baseUrl: string, username: string, password: string, address?: string) {
  return call(baseUrl, 'POST', '/api/auth/login', {
    body: { username, password },
    headers: address ? { 'x-forwarded-for': address } : undefined,
  });
}

/** POST /api/auth/forgot-password to the process at `baseUrl`, from `address` (as a proxy says). */
export function forgotPassword(baseUrl: string, email: string, address: string) {
  return call<{ message: string }>(baseUrl, 'POST', '/api/auth/forgot-password', {
    body: { email },
    headers: { 'x-forwarded-for': address },
  });
}
