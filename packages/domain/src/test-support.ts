import type { z } from 'zod';
import type { Actor, UserTarget } from './permissions.ts';

/** Test helpers only: not exported from the package index. */

/** The first message a schema reports for each field path ('' for the root). */
export function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    errors[issue.path.join('.')] ??= issue.message;
  }
  return errors;
}

/** Every message a schema reports for one field path. */
export function messagesAt(schema: z.ZodType, input: unknown, path: string): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => issue.path.join('.') === path)
    .map((issue) => issue.message);
}

/** Parses input that must be valid, failing with the schema's messages otherwise. */
export function parseValid<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new Error(`expected valid input, got ${JSON.stringify(errorsOf(schema, input))}`);
  }
  return result.data;
}

export function makeActor(overrides: Partial<Actor> = {}): Actor {
  return { id: 1, position: 'employee', organizationId: 10, locationIds: [], ...overrides };
}

export function makeTarget(overrides: Partial<UserTarget> = {}): UserTarget {
  return { id: 2, position: 'employee', organizationId: 10, ...overrides };
}
