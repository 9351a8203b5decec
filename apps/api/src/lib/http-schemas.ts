import { z } from 'zod';

/** The one error body of the API (DESIGN §4). */
export const errorBody = z.object({ message: z.union([z.string(), z.array(z.string())]) });
export const messageBody = z.object({ message: z.string() });

export const errorResponses = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  429: errorBody,
} as const;

export function pageOf<Row extends z.ZodType>(row: Row) {
  return z.object({ items: z.array(row), total: z.number() });
}

export const optionList = z.array(z.object({ value: z.number(), label: z.string() }));

/**
 * Route option for hot reads: answers serialized by JSON.stringify alone. The zod serializer
 * re-validates and copies every object of the answer first, which costs twice the stringify on
 * a month of shifts; these routes' presenters build exactly their schema's shape, and the
 * schema still documents them (docs/PERFORMANCE.md).
 */
export const plainJsonSerializer = {
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
};
