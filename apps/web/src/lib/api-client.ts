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
 * Sends a call with the bearer token and answers its response, or throws the SPEC §8 error: the
 * one place every call (JSON, an upload, a download) meets the network. A FormData body (an
 * upload) goes as multipart/form-data, anything else as JSON.
 */
async function send(
  path: string,
  options: Omit<RequestOptions<z.ZodType>, 'contract'>,
): Promise<Response> {
  const { method = 'GET', body, query, auth = true, signal } = options;
  const upload = body instanceof FormData;
  const headers: Record<string, string> = upload ? {} : { 'Content-Type': 'application/json' };
  const token = auth ? getAccessToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: upload ? body : body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, MESSAGES.unknownError);
  }
  if (response.status === 401 && token) endSession(token);
  if (!response.ok)
    throw new ApiError(response.status, errorMessageFromBody(await readJson(response)));
  return response;
}

/**
 * The one JSON call: base URL, bearer token, SPEC §8 error rules, and the answer typed by its
 * contract. Development and tests check the answer against the contract; a production build
 * leaves the check out (and with it every schema) and trusts the server.
 */
export async function apiRequest<Schema extends z.ZodType>(
  path: string,
  options: RequestOptions<Schema>,
): Promise<z.output<Schema>> {
  const { contract, ...call } = options;
  const payload = await readJson(await send(path, call));
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') {
    // Loaded here only: a production build drops this branch, and the check's zod with it.
    const { checkContract } = await import('./check-contract.ts');
    checkContract(`${call.method ?? 'GET'} ${buildUrl(path, call.query)}`, contract, payload);
  }
  return payload as z.output<Schema>;
}

/** GET `path` as bytes (a stored document), with the token a plain link could not carry. */
export async function apiBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  return (await send(path, { signal })).blob();
}

/** A call's path, the contract of its answer, its body, and a query or no token (`options`). */
type SendArgs<Schema extends z.ZodType> = [
  path: string,
  contract: ContractOf<Schema>,
  body?: unknown,
  options?: Pick<RequestOptions<Schema>, 'query' | 'auth'>,
];

/** `method` with `body` to `path` (see apiRequest): the calls that change something. */
export function apiSend<Schema extends z.ZodType>(
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  ...[path, contract, body, options]: SendArgs<Schema>
): Promise<z.output<Schema>> {
  return apiRequest(path, { contract, method, body, ...options });
}

/** POST `body` to `path` (see apiSend). */
export function apiPost<Schema extends z.ZodType>(
  ...args: SendArgs<Schema>
): Promise<z.output<Schema>> {
  return apiSend('POST', ...args);
}
