import { z } from 'zod';

/** The one error body of the API (DESIGN §4): one message, or several for invalid input. */
export const errorBody = z.object({ message: z.union([z.string(), z.array(z.string())]) });
export type ErrorBody = z.infer<typeof errorBody>;

/** What a route answers when all there is to say is a sentence for the user. */
export const messageBody = z.object({ message: z.string() });

/** What a route answers with 204: no body at all. */
export const noContent = z.null();

/** A list endpoint's answer: every row, unpaged. */
export function listOf<Row extends z.ZodType>(row: Row) {
  return z.array(row);
}

/** A page of a list endpoint: its rows and the total of the whole filtered list. */
export function pageOf<Row extends z.ZodType>(row: Row) {
  return z.object({ items: z.array(row), total: z.number() });
}
export interface Page<Row> {
  items: Row[];
  total: number;
}

/** A choice of a picker (the dropdown endpoints): an id and its label. */
export const optionSchema = z.object({ value: z.number(), label: z.string() });
export type Option = z.infer<typeof optionSchema>;
export const optionList = z.array(optionSchema);
