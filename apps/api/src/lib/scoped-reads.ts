import type { Actor } from '@chairside/domain';
import type { SignedInUser } from '../auth/actor.ts';
import type { AppContext } from '../context.ts';
import type { Executor } from '../db/client.ts';
import { assertCan } from './errors.ts';
import type { PageRequest } from './paging.ts';
import { organizationScope } from './scope.ts';

/*
 * The reads the administration areas serve alike. Each stays inside the actor's organization
 * (DESIGN §5): the query's organizationId is only a platform actor's way to narrow.
 */

interface Scoped {
  organizationId?: number;
}

/** A page of an area's list, for an actor its rule lets read the list. */
export function scopedList<Filters extends Scoped, Page>(
  allowed: (actor: Actor) => boolean,
  listRows: (db: Executor, filters: Filters, page: PageRequest) => Promise<Page>,
) {
  return async (ctx: AppContext, actor: SignedInUser, query: Filters & PageRequest) => {
    assertCan(allowed(actor));
    const filters = { ...query, organizationId: organizationScope(actor, query.organizationId) };
    return listRows(ctx.db, filters, { limit: query.limit, offset: query.offset });
  };
}

/** One row of an area, for an actor its rule lets read details; the finder answers 404 beyond. */
export function visibleDetail<Detail>(
  allowed: (actor: Actor) => boolean,
  findVisible: (db: Executor, actor: Actor, id: number) => Promise<Detail>,
) {
  return async (ctx: AppContext, actor: SignedInUser, id: number) => {
    assertCan(allowed(actor));
    return findVisible(ctx.db, actor, id);
  };
}

/** The `{ value, label }` options of a dropdown: every signed-in user may pick among them. */
export function scopedOptions<Filters extends Scoped, Options>(
  options: (db: Executor, filters: Filters) => Promise<Options>,
) {
  return async (ctx: AppContext, actor: SignedInUser, query: Filters) =>
    options(ctx.db, { ...query, organizationId: organizationScope(actor, query.organizationId) });
}
