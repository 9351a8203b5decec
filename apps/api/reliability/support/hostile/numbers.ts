import { JsonText, type RequestField } from './fields.ts';
import type { HostileRoute, JsonSchema } from './routes.ts';

/**
 * Issue #25: Copy Week answered 500 for a `locationId` of 4294967296, which the generated run
 * sent only by luck. Every numeric field of every route (path, query and body, found in the
 * routes' schemas, ids above all) gets each of these numbers, as JSON text in a body and as
 * text in a path or query: past the 32-bit ids of the database (signed and unsigned), past the
 * integers a double holds exactly, below and at zero, a fraction, and one too large for a double.
 */
export const BOUNDARY_NUMBERS: readonly JsonText[] = [
  ...[2 ** 31, 2 ** 32, 2 ** 53 + 2, -1, 0, 1.5].map((number) => new JsonText(String(number))),
  new JsonText('1e400'),
];

export interface NumericField extends RequestField {
  /** The field's schema as JSON Schema: its type and bounds, without the zod refinements. */
  schema: JsonSchema;
}

const isNumeric = (schema: JsonSchema): boolean =>
  [schema.type ?? []].flat().some((type) => type === 'integer' || type === 'number') ||
  (schema.anyOf ?? []).some(isNumeric);

/** The properties of an object schema, those of each alternative of a union included. */
const propertiesOf = (schema: JsonSchema): [string, JsonSchema][] => [
  ...Object.entries(schema.properties ?? {}),
  ...(schema.anyOf ?? []).flatMap(propertiesOf),
];

/** The numeric fields inside a body schema, numbers and lists of numbers, at any depth. */
function bodyFields(route: string, schema: JsonSchema, path: string[]): NumericField[] {
  return propertiesOf(schema).flatMap(([name, property]): NumericField[] => {
    const at = [...path, name];
    if (isNumeric(property)) return [{ route, in: 'body', path: at, schema: property }];
    const items = property.items;
    if (items && isNumeric(items))
      return [{ route, in: 'body', path: at, list: true, schema: items }];
    if (items && propertiesOf(items).length) {
      throw new Error(`${route} body:${at.join('.')} is a list of objects: teach numericFieldsOf`);
    }
    return bodyFields(route, property, at);
  });
}

/** Every numeric path, query and body field of every route, each once. */
export function numericFieldsOf(routes: readonly HostileRoute[]): NumericField[] {
  return routes.flatMap((route) => {
    const parameters = (where: 'path' | 'query', list: HostileRoute['query']): NumericField[] =>
      list
        .filter((parameter) => isNumeric(parameter.schema))
        .map(({ name, schema }) => ({ route: route.key, in: where, path: [name], schema }));
    const body = route.body ? bodyFields(route.key, route.body, []) : [];
    const unique = new Map(body.map((field) => [field.path.join('.'), field]));
    return [
      ...parameters('path', route.pathParams),
      ...parameters('query', route.query),
      ...unique.values(),
    ];
  });
}

/**
 * Whether a field's JSON Schema takes a number: its type and bounds. A number it takes reaches
 * the route's rules (and the refinements JSON Schema cannot write); one it refuses never does.
 */
export function schemaTakes(schema: JsonSchema, value: number): boolean {
  if (schema.anyOf) return schema.anyOf.some((alternative) => schemaTakes(alternative, value));
  const types = [schema.type ?? []].flat();
  if (!types.includes('number') && !types.includes('integer')) return false;
  if (!Number.isFinite(value)) return false;
  if (!types.includes('number') && !Number.isInteger(value)) return false;
  const { minimum, maximum, exclusiveMinimum } = schema;
  if (minimum !== undefined && (exclusiveMinimum === true ? value <= minimum : value < minimum)) {
    return false;
  }
  if (typeof exclusiveMinimum === 'number' && value <= exclusiveMinimum) return false;
  return maximum === undefined || value <= maximum;
}
