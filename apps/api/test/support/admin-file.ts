import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, expect } from 'vitest';
import type { AppConfig } from '../../src/config.ts';
import {
  adminState,
  buildAdminWorld,
  callAs,
  inviteAs,
  type ActorKey,
  type AdminWorld,
} from './admin-world.ts';
import { appForFile } from './app.ts';
import { makeLocation } from './factories.ts';

type Payload = InjectOptions['payload'];

/**
 * The app and the admin world of one test file, and calls as the world's actors (`null`:
 * anonymous). Call it at the top level of the file; `t` and `world` are filled in by the
 * `beforeAll` hooks it registers, so read them inside hooks and tests only.
 */
export function adminWorldForFile(overrides: Partial<AppConfig> = {}) {
  const t = appForFile(overrides);
  const world = {} as AdminWorld;
  beforeAll(async () => {
    Object.assign(world, await buildAdminWorld(t));
  });
  const call = (actor: ActorKey | null, options: InjectOptions & { url: string }) =>
    callAs(t, world, actor, options);

  /**
   * Sends a call that must be refused with `status` (and answer `{ message }` when one is
   * given), proves it changed nothing in the database, and answers the response.
   */
  async function refused(
    status: number,
    send: () => Promise<LightMyRequestResponse>,
    message?: unknown,
  ) {
    const before = await adminState(t.db);
    const response = await send();
    expect(response.statusCode).toBe(status);
    if (message !== undefined) expect(response.json()).toEqual({ message });
    expect(await adminState(t.db)).toEqual(before);
    return response;
  }

  return {
    t,
    world,
    call,
    refused,
    get: (actor: ActorKey | null, url: string) => call(actor, { url }),
    post: (actor: ActorKey | null, url: string, payload?: Payload) =>
      call(actor, { method: 'POST', url, payload }),
    patch: (actor: ActorKey | null, url: string, payload?: Payload) =>
      call(actor, { method: 'PATCH', url, payload }),
    del: (actor: ActorKey | null, url: string) => call(actor, { method: 'DELETE', url }),
    /** POST /api/invites as `actor`; fails the test unless it answers 201. */
    invite: (actor: ActorKey, payload: Parameters<typeof inviteAs>[3]) =>
      inviteAs(t, world, actor, payload),
  };
}

export type AdminFile = ReturnType<typeof adminWorldForFile>;

/** A location of organization A made once for the file (in `beforeAll`); read it inside tests. */
export function locationOfAForFile(
  { t, world }: Pick<AdminFile, 't' | 'world'>,
  overrides: Parameters<typeof makeLocation>[2],
) {
  const location = {} as Awaited<ReturnType<typeof makeLocation>>;
  beforeAll(async () => {
    Object.assign(location, await makeLocation(t.db, world.a.organization.id, overrides));
  });
  return location;
}
