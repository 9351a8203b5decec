import { errorMessageFromBody } from '@chairside/domain';
import { API_BASE, ApiError } from './api-client.ts';
import { getAccessToken } from './session.ts';

/**
 * A file the API answers (a CSV, a PDF), fetched with the bearer token a plain link could not
 * carry. A refusal throws the ApiError of its JSON message; a failed call throws as fetch does.
 */
export async function fetchApiFile(path: string, accept: string): Promise<Blob> {
  const token = getAccessToken();
  const headers: Record<string, string> = { Accept: accept };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${API_BASE}${path}`, { headers });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(response.status, errorMessageFromBody(body));
  }
  return response.blob();
}

/** Saves a Blob as a download named `fileName`, through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
