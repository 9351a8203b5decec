import { errorBody } from '@chairside/domain';
import type { ZodType } from 'zod';

/** The refusals any route may answer, each with the one error body. */
export const errorResponses = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  429: errorBody,
} as const;

const bearerAuth = [{ bearerAuth: [] }];

/**
 * The schemas of one area's routes: each gets the area's OpenAPI tag, bearer security when the
 * area is signed in, and the refusals beside its own answers, so that no route documents less.
 */
export function routeSchemas(tag: string, access: 'signed-in' | 'public') {
  const area = access === 'signed-in' ? { tags: [tag], security: bearerAuth } : { tags: [tag] };
  return <const Schema extends { response: Record<number, ZodType> }>(schema: Schema) => ({
    ...area,
    ...schema,
    response: { ...schema.response, ...errorResponses },
  });
}

/**
 * Route option for hot reads: answers serialized by JSON.stringify alone. The zod serializer
 * re-validates and copies every object of the answer first, which costs twice the stringify on
 * a month of shifts; these routes' presenters build exactly their contract's shape (a test
 * parses their real answers with the contract made strict), and the schema still documents
 * them (docs/PERFORMANCE.md).
 */
export const plainJsonSerializer = {
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
};
