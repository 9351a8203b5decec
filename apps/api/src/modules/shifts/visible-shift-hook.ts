import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Routes } from '../../lib/area-routes.ts';
import { findVisibleShift, type ShiftRow } from './queries.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The shift of a `:id` or `:shiftId` route, loaded by loadVisibleShift before the handler. */
    shift: ShiftRow;
  }
}

/**
 * Load and authorize in one step: a shift route's preHandler reads the shift of its `:id` or
 * `:shiftId` through findVisibleShift (the same 404 for another organization's shift as for
 * none), so that its service starts from `request.shift` and never reads the shift by id
 * unscoped. Added to the shifts area only; every other request leaves `shift` unset.
 */
export function visibleShiftHook(app: Routes, ctx: AppContext) {
  app.decorateRequest('shift', null as unknown as ShiftRow);
  return async function loadVisibleShift(request: FastifyRequest) {
    const params = request.params as { id?: number; shiftId?: number };
    const id = params.shiftId ?? params.id;
    if (id === undefined) throw new Error('loadVisibleShift needs an :id or :shiftId route');
    request.shift = await findVisibleShift(ctx.db, request.actor, id);
  };
}
