import {
  dropdownQuerySchema,
  idParam,
  noContent,
  optionList,
  pageOf,
  type Option,
  type Page,
} from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z, ZodType } from 'zod';
import type { SignedInUser } from '../auth/actor.ts';
import type { AppContext } from '../context.ts';
import { conditionalGet } from './conditional-get.ts';
import { type plainJsonSerializer, routeSchemas } from './http-schemas.ts';

/** The Fastify instance an area's routes are added to, with zod schemas typing each request. */
export type Routes = Parameters<FastifyPluginAsyncZod>[0];

/** A service function as routes call it: the context, the signed-in actor, the request's input. */
type ServiceCall<Input, Answer> = (
  ctx: AppContext,
  actor: SignedInUser,
  input: Input,
) => Promise<Answer>;

/**
 * The routes of an area behind sign-in: every request is authenticated first (onRequest), and
 * `register` adds the area's routes with the helpers of `areaRoutes`.
 */
export function signedInArea(
  tag: string,
  ctx: AppContext,
  register: (area: AreaRoutes) => void,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);
    register(areaRoutes(app, ctx, tag));
  };
}

type AreaRoutes = ReturnType<typeof areaRoutes>;

/**
 * The list, dropdown, detail, create and delete routes have the same path, schema and answer in
 * every area; these add them from the area's own schemas and service, so that no area answers
 * one of them differently. `schema` documents the area's other routes the same way.
 *
 * The zod type provider types a request from its route's schema, but cannot resolve a schema
 * that is a type parameter: such a schema is handed to Fastify as a plain ZodType, and the input
 * it validated is read as that schema's output. Each helper's signature ties the service to it.
 */
function areaRoutes(app: Routes, ctx: AppContext, tag: string) {
  const schema = routeSchemas(tag, 'signed-in');
  return {
    app,
    schema,

    /**
     * GET /: one page of the area's list, `{ items, total }`. `revalidated` lists, whose rows the
     * organizations' change counter covers, answer a weak ETag and 304 (issue #15 §3).
     */
    list<Query extends ZodType, Row extends ZodType>(
      query: Query,
      row: Row,
      call: ServiceCall<z.output<Query>, Page<z.output<Row>>>,
      { revalidated = false }: { revalidated?: boolean } = {},
    ) {
      const querystring: ZodType = query;
      app.get(
        '/',
        {
          ...(revalidated ? conditionalGet() : {}),
          schema: schema({ querystring, response: { 200: pageOf(row) } }),
        },
        async (request) => call(ctx, request.actor, request.query as z.output<Query>),
      );
    },

    /** GET /dropdown: the `{ value, label }` options the actor may pick among. */
    dropdown(call: ServiceCall<z.output<typeof dropdownQuerySchema>, Option[]>) {
      app.get(
        '/dropdown',
        { schema: schema({ querystring: dropdownQuerySchema, response: { 200: optionList } }) },
        async (request) => call(ctx, request.actor, request.query),
      );
    },

    /**
     * GET /:id: one row in detail; the service answers 404 beyond the actor's reach. Hot reads
     * pass `plainJsonSerializer` as `extras`.
     */
    detail<Detail extends ZodType>(
      detail: Detail,
      call: ServiceCall<number, z.output<Detail>>,
      extras: Partial<typeof plainJsonSerializer> = {},
    ) {
      const answer: ZodType = detail;
      app.get(
        '/:id',
        { ...extras, schema: schema({ params: idParam, response: { 200: answer } }) },
        async (request) => call(ctx, request.actor, request.params.id),
      );
    },

    /** POST /: creates a row from the body and answers it with 201. */
    create<Payload extends ZodType, Created extends ZodType>(
      payload: Payload,
      created: Created,
      call: ServiceCall<z.output<Payload>, z.output<Created>>,
    ) {
      const body: ZodType = payload;
      const answer: ZodType = created;
      app.post(
        '/',
        { schema: schema({ body, response: { 201: answer } }) },
        async (request, reply) =>
          reply.status(201).send(await call(ctx, request.actor, request.body as z.output<Payload>)),
      );
    },

    /** DELETE /:id: removes a row and answers 204 with no body. */
    remove(call: ServiceCall<number, void>) {
      app.delete(
        '/:id',
        { schema: schema({ params: idParam, response: { 204: noContent } }) },
        async (request, reply) => {
          await call(ctx, request.actor, request.params.id);
          return reply.status(204).send(null);
        },
      );
    },
  };
}
