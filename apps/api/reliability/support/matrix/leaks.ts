import {
  canReachOrganization,
  canViewUser,
  isRestrictedShiftView,
  type Actor,
} from '@chairside/domain';
import type { Registry } from './registry.ts';

/** Keys no answer may carry at any depth: credentials, their hashes and one-time codes. */
const FORBIDDEN_KEYS = new Set([
  'password',
  'passwordHash',
  'password_hash',
  'currentPassword',
  'newPassword',
  'code',
  'codeHash',
  'code_hash',
  'secret',
  'jwtSecret',
  'token',
]);
/** Stored forms of secrets: an argon2 hash, a SHA-256 / HMAC code hash. */
const ARGON2 = /^\$argon2(id|i|d)\$/;
const HEX_DIGEST = /^[0-9a-f]{64}$/;

function structuralLeaks(value: unknown, path: string, found: string[]) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => structuralLeaks(item, `${path}[${index}]`, found));
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (FORBIDDEN_KEYS.has(key)) found.push(`key "${key}" at ${path || 'the top'}`);
      structuralLeaks(inner, path ? `${path}.${key}` : key, found);
    }
  } else if (typeof value === 'string') {
    if (ARGON2.test(value)) found.push(`a password hash at ${path}`);
    if (HEX_DIGEST.test(value)) found.push(`a code hash at ${path}`);
  }
}

const reaches = (viewer: Actor | null, organizationId: number | null) =>
  viewer !== null && canReachOrganization(viewer, organizationId);

/**
 * API3 (excessive data exposure) and API1 in one pass over an answer: no secret in any shape, no
 * internal notes or other people's requests in a restricted shift view (SPEC §6, DESIGN §5), no
 * data of an organization the viewer cannot reach, no email address but to the person and to
 * those who administer them. `viewer` is null for callers whose credential was refused.
 */
export function leaksIn(
  text: string,
  viewer: Actor | null,
  registry: Registry,
  jwtSecret: string,
): string[] {
  const found: string[] = [];
  if (text.includes(jwtSecret)) found.push('the JWT secret');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  structuralLeaks(json, '', found);

  for (const [marker, shift] of registry.internalNotesIn(text)) {
    if (!reaches(viewer, shift.organizationId) || isRestrictedShiftView(viewer as Actor, shift)) {
      found.push(`"${marker}" (internal notes of a shift in a restricted view or out of reach)`);
    }
  }
  for (const [marker, request] of registry.requestNotesIn(text)) {
    const own = viewer?.id === request.employeeId;
    const hidden =
      !reaches(viewer, request.organizationId) ||
      (!own && isRestrictedShiftView(viewer as Actor, request));
    if (hidden) found.push(`"${marker}" (someone else's request in a restricted view)`);
  }
  for (const [value, organizationId] of registry.organizationsIn(text)) {
    if (!reaches(viewer, organizationId)) found.push(`"${value}" of an organization out of reach`);
  }
  for (const [email, user] of registry.usersIn(text)) {
    const allowed =
      viewer !== null &&
      (viewer.id === user.id || (canViewUser(viewer) && reaches(viewer, user.organizationId)));
    if (!allowed) found.push(`the email address ${email}`);
  }
  return found;
}
