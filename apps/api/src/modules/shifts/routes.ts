import {
  assignableUserSchema,
  assignableUsersQuerySchema,
  assignUserSchema,
  offerRequestPayloadSchema,
  cancelRequestPayloadSchema,
  copyWeekAnswerSchema,
  copyWeekPayloadSchema,
  copyWeekPreviewSchema,
  createRequestPayloadSchema,
  createShiftPayloadSchema,
  deleteShiftQuerySchema,
  editShiftPayloadSchema,
  idParam,
  noContent,
  repeatShiftPayloadSchema,
  shiftDeleteAnswerSchema,
  shiftDetailSchema,
  shiftEligibilitySchema,
  shiftEventSchema,
  shiftListItemSchema,
  shiftListQuerySchema,
  shiftPreviewSchema,
  shiftRequestListItemSchema,
  shiftRequestSchema,
  shiftSeriesAnswerSchema,
  uncoveredHoursAnswerSchema,
} from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { signedInArea } from '../../lib/area-routes.ts';
import { conditionalGet } from '../../lib/conditional-get.ts';
import { plainJsonSerializer } from '../../lib/http-schemas.ts';
import { assignableUsers } from './assignable-service.ts';
import { edit } from './edit-service.ts';
import { eligibilityForMe } from './eligibility-loader.ts';
import { history } from './history-service.ts';
import * as requests from './request-service.ts';
import { copyWeek, previewCopyWeek } from './copy-week-service.ts';
import { postSeries, previewRepeat, removeFollowing } from './series-service.ts';
import * as shifts from './service.ts';
import { postUncoveredHours } from './uncovered-hours-service.ts';
import { timesheetRoutes } from './timesheet-routes.ts';
import { invoiceRoutes } from './invoice-routes.ts';
import { visibleShiftHook } from './visible-shift-hook.ts';

const shiftParams = z.object({ shiftId: idParam.shape.id });
const requestParams = z.object({ shiftId: idParam.shape.id, requestId: idParam.shape.id });

export function shiftRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return signedInArea('shifts', ctx, ({ app, schema, create }) => {
    // Every `:id` / `:shiftId` route but the history (which outlives the shift) starts from
    // `request.shift`, loaded and authorized by this preHandler.
    const preHandler = visibleShiftHook(app, ctx);

    app.get(
      '/',
      {
        ...plainJsonSerializer,
        ...conditionalGet(),
        schema: schema({
          querystring: shiftListQuerySchema,
          response: { 200: z.array(shiftListItemSchema) },
        }),
      },
      async (request) => shifts.list(ctx, request.actor, request.query),
    );

    app.get(
      '/:id',
      {
        ...plainJsonSerializer,
        preHandler,
        schema: schema({ params: idParam, response: { 200: shiftDetailSchema } }),
      },
      async (request) => shifts.present(ctx, request.actor, request.shift),
    );
    create(createShiftPayloadSchema, shiftDetailSchema, shifts.create);

    // Issue #16 §1: a repeat's preview, and its posting as one series.
    app.post(
      '/preview',
      { schema: schema({ body: repeatShiftPayloadSchema, response: { 200: shiftPreviewSchema } }) },
      async (request) => previewRepeat(ctx, request.actor, request.body),
    );
    app.post(
      '/series',
      {
        schema: schema({
          body: repeatShiftPayloadSchema,
          response: { 201: shiftSeriesAnswerSchema },
        }),
      },
      async (request, reply) =>
        reply.status(201).send(await postSeries(ctx, request.actor, request.body)),
    );

    // Issue #16 §1: copy a week's shifts to another week, previewed first.
    app.post(
      '/copy-week/preview',
      { schema: schema({ body: copyWeekPayloadSchema, response: { 200: copyWeekPreviewSchema } }) },
      async (request) => previewCopyWeek(ctx, request.actor, request.body),
    );
    app.post(
      '/copy-week',
      { schema: schema({ body: copyWeekPayloadSchema, response: { 201: copyWeekAnswerSchema } }) },
      async (request, reply) =>
        reply.status(201).send(await copyWeek(ctx, request.actor, request.body)),
    );

    // One shift answers 204 as ever; `scope=following` answers what it deleted and spared.
    app.delete(
      '/:id',
      {
        preHandler,
        schema: schema({
          params: idParam,
          querystring: deleteShiftQuerySchema,
          response: { 200: shiftDeleteAnswerSchema, 204: noContent },
        }),
      },
      async (request, reply) => {
        if (request.query.scope === 'following')
          return reply.send(await removeFollowing(ctx, request.actor, request.shift));
        await shifts.remove(ctx, request.actor, request.shift);
        return reply.status(204).send(null);
      },
    );

    app.patch(
      '/:shiftId',
      {
        ...plainJsonSerializer,
        preHandler,
        schema: schema({
          params: shiftParams,
          body: editShiftPayloadSchema,
          response: { 200: shiftDetailSchema },
        }),
      },
      async (request) => edit(ctx, request.actor, request.shift, request.body),
    );

    app.post(
      '/:shiftId/uncovered-hours',
      {
        preHandler,
        schema: schema({ params: shiftParams, response: { 201: uncoveredHoursAnswerSchema } }),
      },
      async (request, reply) =>
        reply.status(201).send(await postUncoveredHours(ctx, request.actor, request.shift)),
    );

    app.get(
      '/:shiftId/history',
      {
        ...plainJsonSerializer,
        schema: schema({ params: shiftParams, response: { 200: z.array(shiftEventSchema) } }),
      },
      async (request) => history(ctx, request.actor, request.params.shiftId),
    );

    app.get(
      '/:shiftId/eligibility',
      {
        ...plainJsonSerializer,
        preHandler,
        schema: schema({ params: shiftParams, response: { 200: shiftEligibilitySchema } }),
      },
      async (request) => eligibilityForMe(ctx, request.actor, request.shift),
    );

    app.get(
      '/:shiftId/requests',
      {
        ...plainJsonSerializer,
        preHandler,
        schema: schema({
          params: shiftParams,
          response: { 200: z.array(shiftRequestListItemSchema) },
        }),
      },
      async (request) => requests.list(ctx, request.actor, request.shift),
    );

    app.post(
      '/:shiftId/requests',
      {
        preHandler,
        schema: schema({
          params: shiftParams,
          // Fastify hands a missing body to the validator as null: "or no body" (docs/API.md).
          body: createRequestPayloadSchema.nullish(),
          response: { 201: shiftRequestSchema },
        }),
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await requests.create(
              ctx,
              request.actor,
              request.shift,
              request.body ?? { notes: null },
            ),
          ),
    );

    app.post(
      '/:shiftId/requests/assign-user',
      {
        preHandler,
        schema: schema({
          params: shiftParams,
          body: assignUserSchema,
          response: { 200: shiftRequestSchema },
        }),
      },
      async (request) => requests.assign(ctx, request.actor, request.shift, request.body),
    );

    app.get(
      '/:shiftId/assignable-users',
      {
        preHandler,
        schema: schema({
          params: shiftParams,
          querystring: assignableUsersQuerySchema,
          response: { 200: z.array(assignableUserSchema) },
        }),
      },
      async (request) => assignableUsers(ctx, request.actor, request.shift, request.query),
    );

    app.patch(
      '/:shiftId/requests/:requestId/offer',
      {
        preHandler,
        schema: schema({
          params: requestParams,
          // Issue #28 §2: the rate offered, or no body for the posted rate (docs/API.md).
          body: offerRequestPayloadSchema.nullish(),
          response: { 200: shiftRequestSchema },
        }),
      },
      async (request) =>
        requests.offer(
          ctx,
          request.actor,
          request.shift,
          request.params.requestId,
          request.body ?? {},
        ),
    );

    for (const action of ['decline', 'confirm', 'withdraw'] as const) {
      app.patch(
        `/:shiftId/requests/:requestId/${action}`,
        {
          preHandler,
          schema: schema({ params: requestParams, response: { 200: shiftRequestSchema } }),
        },
        async (request) =>
          requests[action](ctx, request.actor, request.shift, request.params.requestId),
      );
    }

    app.patch(
      '/:shiftId/requests/:requestId/cancel',
      {
        preHandler,
        schema: schema({
          params: requestParams,
          body: cancelRequestPayloadSchema,
          response: { 200: shiftRequestSchema },
        }),
      },
      async (request) =>
        requests.cancel(ctx, request.actor, request.shift, request.params.requestId, request.body),
    );

    timesheetRoutes(app, ctx, schema, preHandler);
    invoiceRoutes(app, ctx, preHandler);
  });
}
