import type { InjectOptions } from 'fastify';
import { beforeAll } from 'vitest';
import type { AppConfig } from '../../src/config.ts';
import { buildAdminWorld, callAs, type ActorKey, type AdminWorld } from './admin-world.ts';
import { appForFile } from './app.ts';

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
  return {
    t,
    world,
    call,
    get: (actor: ActorKey | null, url: string) => call(actor, { url }),
    post: (actor: ActorKey | null, url: string, payload?: Payload) =>
      call(actor, { method: 'POST', url, payload }),
    patch: (actor: ActorKey | null, url: string, payload?: Payload) =>
      call(actor, { method: 'PATCH', url, payload }),
    del: (actor: ActorKey | null, url: string) => call(actor, { method: 'DELETE', url }),
  };
}

export type AdminFile = ReturnType<typeof adminWorldForFile>;
