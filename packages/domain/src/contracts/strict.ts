import { z } from 'zod';

/**
 * A contract that refuses what it does not name, at every depth. Parsing an answer with it
 * proves the sender built exactly the contract's shape: an answer sent without response
 * validation (the API's hot reads) cannot then carry a field the contract does not describe.
 */
export function strictContract(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape: Record<string, z.ZodType> = {};
    for (const [key, field] of Object.entries(schema.shape)) {
      shape[key] = strictContract(field);
    }
    return z.strictObject(shape);
  }
  if (schema instanceof z.ZodArray) return z.array(strictContract(schema.element as z.ZodType));
  if (schema instanceof z.ZodNullable)
    return strictContract(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodOptional)
    return strictContract(schema.unwrap() as z.ZodType).optional();
  if (schema instanceof z.ZodUnion) {
    return z.union((schema.options as z.ZodType[]).map((option) => strictContract(option)));
  }
  return schema;
}
