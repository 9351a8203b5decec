import { errorBody } from '@chairside/domain';

/** The refusals any route may answer, each with the one error body. */
export const errorResponses = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  429: errorBody,
} as const;

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
