import type { ActorKey } from './admin-world.ts';

/**
 * The rows of a rule table written per actor, as SPEC §6 reads ('an admin may invite an admin,
 * a manager, ...'): one `[actor, target]` row for each target an actor is listed with.
 */
export function perActor<Target>(
  table: Partial<Record<ActorKey, readonly Target[]>>,
): [ActorKey, Target][] {
  return (Object.entries(table) as [ActorKey, readonly Target[]][]).flatMap(([actor, targets]) =>
    targets.map((target): [ActorKey, Target] => [actor, target]),
  );
}
