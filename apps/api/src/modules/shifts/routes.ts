import {
  assignUserSchema,
  createRequestPayloadSchema,
  createShiftPayloadSchema,
  idParam,
  REQUEST_STATUSES,
  SHIFT_POSITIONS,
  SHIFT_STATES,
  shiftListQuerySchema,
} from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { errorResponses, plainJsonSerializer } from '../../lib/http-schemas.ts';
import { dashboard } from './dashboard.ts';
import * as requests from './request-service.ts';
import * as shifts from './service.ts';

const shiftBody = z.object({
  id: z.number(),
  date: z.string(),
  localDate: z.string(),
  totalMinutes: z.number(),
  lunchMinutes: z.number(),
  position: z.enum(SHIFT_POSITIONS),
  specialty: z.string().nullable(),
  timezone: z.string(),
  locationId: z.number(),
  locationName: z.string(),
  locationNumber: z.string(),
  organizationId: z.number(),
  organizationName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  status: z.enum(SHIFT_STATES),
  restricted: z.boolean(),
  requests: z.number().nullable(),
  offers: z.number().nullable(),
  confirmed: z.number(),
  distanceMiles: z.number().optional(),
});

const shiftDetailBody = shiftBody.extend({
  notes: z.string().nullable(),
  internalNotes: z.string().nullable(),
});

const requestBody = z.object({
  id: z.number(),
  shiftId: z.number(),
  employeeId: z.number(),
  employeeName: z.string(),
  status: z.enum(REQUEST_STATUSES),
  declined: z.boolean(),
  updatedAt: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  notes: z.string().nullable(),
  /** What the manager wrote when assigning the shift; `notes` stay the person's own. */
  managerNotes: z.string().nullable(),
});

const dashboardBody = z.object({
  yourUpcomingShifts: z.array(shiftBody),
  yourShiftRequests: z.array(
    requestBody.extend({
      shiftDate: z.string(),
      position: z.enum(SHIFT_POSITIONS),
      locationName: z.string(),
    }),
  ),
  recommendedShifts: z.array(shiftBody),
  stats: z
    .object({
      totalShifts: z.number(),
      unassignedShifts: z.number(),
      upcomingShifts: z.number(),
      requestedShifts: z.array(shiftBody),
    })
    .nullable(),
});

const shiftParams = z.object({ shiftId: idParam.shape.id });
const requestParams = z.object({ shiftId: idParam.shape.id, requestId: idParam.shape.id });

export function shiftRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);
    const tags = ['shifts'];
    const security = [{ bearerAuth: [] }];

    app.get(
      '/',
      {
        ...plainJsonSerializer,
        schema: {
          tags,
          security,
          querystring: shiftListQuerySchema,
          response: { 200: z.array(shiftBody), ...errorResponses },
        },
      },
      async (request) => shifts.list(ctx, request.actor, request.query),
    );

    app.get(
      '/dashboard',
      {
        ...plainJsonSerializer,
        schema: { tags, security, response: { 200: dashboardBody, ...errorResponses } },
      },
      async (request) => dashboard(ctx, request.actor),
    );

    app.get(
      '/:id',
      {
        ...plainJsonSerializer,
        schema: {
          tags,
          security,
          params: idParam,
          response: { 200: shiftDetailBody, ...errorResponses },
        },
      },
      async (request) => shifts.detail(ctx, request.actor, request.params.id),
    );

    app.post(
      '/',
      {
        schema: {
          tags,
          security,
          body: createShiftPayloadSchema,
          response: { 201: shiftDetailBody, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await shifts.create(ctx, request.actor, request.body)),
    );

    app.delete(
      '/:id',
      {
        schema: { tags, security, params: idParam, response: { 204: z.null(), ...errorResponses } },
      },
      async (request, reply) => {
        await shifts.remove(ctx, request.actor, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/:shiftId/requests',
      {
        ...plainJsonSerializer,
        schema: {
          tags,
          security,
          params: shiftParams,
          response: { 200: z.array(requestBody), ...errorResponses },
        },
      },
      async (request) => requests.list(ctx, request.actor, request.params.shiftId),
    );

    app.post(
      '/:shiftId/requests',
      {
        schema: {
          tags,
          security,
          params: shiftParams,
          // Fastify hands a missing body to the validator as null: "or no body" (docs/API.md).
          body: createRequestPayloadSchema.nullish(),
          response: { 201: requestBody, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await requests.create(
              ctx,
              request.actor,
              request.params.shiftId,
              request.body ?? { notes: null },
            ),
          ),
    );

    app.post(
      '/:shiftId/requests/assign-user',
      {
        schema: {
          tags,
          security,
          params: shiftParams,
          body: assignUserSchema,
          response: { 200: requestBody, ...errorResponses },
        },
      },
      async (request) => requests.assign(ctx, request.actor, request.params.shiftId, request.body),
    );

    for (const action of ['offer', 'decline', 'confirm'] as const) {
      app.patch(
        `/:shiftId/requests/:requestId/${action}`,
        {
          schema: {
            tags,
            security,
            params: requestParams,
            response: { 200: requestBody, ...errorResponses },
          },
        },
        async (request) =>
          requests[action](ctx, request.actor, request.params.shiftId, request.params.requestId),
      );
    }
  };
}
