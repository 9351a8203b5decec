import type { FastifyInstance } from 'fastify';

/** The part of JSON Schema that the zod type provider writes for our schemas. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  items?: JsonSchema;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
}

export interface RouteParameter {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HostileRoute {
  /** 'PATCH /api/users/:id', as Fastify names it. */
  key: string;
  method: HttpMethod;
  /** '/api/users/:id' */
  path: string;
  pathParams: RouteParameter[];
  query: RouteParameter[];
  body: JsonSchema | null;
  /** The route asks for a bearer token. */
  secured: boolean;
}

interface OpenApiOperation {
  security?: unknown[];
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
}

/**
 * Every API route of the app with its parameter and body schemas. @fastify/swagger collects the
 * routes with an onRoute hook as they are registered and writes each zod schema as JSON Schema
 * (jsonSchemaTransform), so a route added tomorrow is listed here without anyone editing a list.
 */
export function listRoutes(app: FastifyInstance): HostileRoute[] {
  const document = app.swagger() as unknown as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  const routes: HostileRoute[] = [];
  for (const [openApiPath, operations] of Object.entries(document.paths)) {
    if (!openApiPath.startsWith('/api/')) continue;
    // '/api/users/' is how a prefix root is written; clients call '/api/users'.
    const path = openApiPath.replace(/\{(\w+)\}/g, ':$1').replace(/(.)\/$/, '$1');
    for (const [lowerMethod, operation] of Object.entries(operations)) {
      const method = lowerMethod.toUpperCase() as HttpMethod;
      const parameters = operation.parameters ?? [];
      const pick = (where: string) =>
        parameters
          .filter((parameter) => parameter.in === where)
          .map(({ name, schema, required }) => ({ name, schema, required: required ?? false }));
      routes.push({
        key: `${method} ${path}`,
        method,
        path,
        pathParams: pick('path'),
        query: pick('query'),
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
        secured: (operation.security?.length ?? 0) > 0,
      });
    }
  }
  return routes.sort((left, right) => left.key.localeCompare(right.key));
}

/** Fills ':name' segments with already-encoded values. */
export function fillPath(route: HostileRoute, values: Record<string, string>): string {
  return route.path.replace(/:(\w+)/g, (_match, name: string) => values[name] ?? '1');
}
