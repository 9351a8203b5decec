import { errorMessageFromBody, MESSAGES } from '@chairside/domain';
import type { z } from 'zod';
import type { ContractOf } from './check-contract.ts';
import { endSession, getAccessToken } from './session.ts';

export const API_BASE = '/api';

/** A failed call; `message` is already the text SPEC §8 says to show. */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

interface RequestOptions<Schema extends z.ZodType> {
  /** The answer's contract: its type, and what development and tests check it against. */
  contract: ContractOf<Schema>;
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** SPEC §7: every call carries the bearer token, except verify-phone. */
  auth?: boolean;
  signal?: AbortSignal;
}

function buildUrl(path: string, query: RequestOptions<z.ZodType>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The one fetch wrapper: base URL, JSON, bearer token, SPEC §8 error rules, and the answer
 * typed by its contract. Development and tests check the answer against the contract; a
 * production build leaves the check out (and with it every schema) and trusts the server.
 */
export async function apiRequest<Schema extends z.ZodType>(
  path: string,
  options: RequestOptions<Schema>,
): Promise<z.output<Schema>> {
  const { contract, method = 'GET', body, query, auth = true, signal } = options;
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const token = auth ? getAccessToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  const url = buildUrl(path, query);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, MESSAGES.unknownError);
  }
  const payload = await readJson(response);
  if (response.status === 401 && token) endSession(token);
  if (!response.ok) throw new ApiError(response.status, errorMessageFromBody(payload));
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') {
    // Loaded here only: a production build drops this branch, and the check's zod with it.
    const { checkContract } = await import('./check-contract.ts');
    checkContract(`${method} ${url}`, contract, payload);
  }
  return payload as z.output<Schema>;
}

/** POST `body` to `path` (see apiRequest); `options` add a query or leave out the token. */
export function apiPost<Schema extends z.ZodType>(
  path: string,
  contract: ContractOf<Schema>,
  body?: unknown,
  options: Pick<RequestOptions<Schema>, 'query' | 'auth'> = {},
): Promise<z.output<Schema>> {
  return apiRequest(path, { contract, method: 'POST', body, ...options });
}
