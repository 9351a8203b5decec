import type { LightMyRequestResponse } from 'fastify';
import { changedTables, digest, type Digest } from './digest.ts';
import { leaksIn } from './leaks.ts';
import type { MatrixActor, MatrixCall, MatrixCase, RouteSpec } from './types.ts';
import type { MatrixWorld } from './world.ts';

/** The one route whose answers carry raw codes by design (DESIGN §6, never in production). */
const DEV_OUTBOX = 'GET /api/dev/outbox';

const isSuccess = (status: number) => status >= 200 && status < 300;

function errorBodyProblems(response: LightMyRequestResponse): string[] {
  try {
    const { message } = response.json();
    return typeof message === 'string' || Array.isArray(message)
      ? []
      : ['the refusal has no {message}'];
  } catch {
    return ['the refusal is not JSON'];
  }
}

/**
 * A refused credential is tried on one case per target organization: the target cannot matter
 * when the caller is nobody.
 */
function oneCasePerOrganization(cases: MatrixCase[]): MatrixCase[] {
  const seen = new Set<string>();
  return cases.filter((entry) => !seen.has(entry.org) && seen.add(entry.org));
}

/** Calls every route as every caller and keeps the figures and the answers for the sweep. */
export class MatrixRunner {
  calls = 0;
  pairs = 0;
  /** Bodies of every answer (but the dev outbox's), for the final secrets sweep. */
  readonly bodies: string[] = [];

  constructor(
    private readonly world: MatrixWorld,
    private readonly actors: MatrixActor[],
  ) {}

  /** Problems found on one route, one line per wrong answer. */
  async run(route: string, spec: RouteSpec): Promise<string[]> {
    const problems: string[] = [];
    // Refused credentials aim at the platform admin's targets: those include every organization.
    const stand = this.actors.find((actor) => actor.key === 'platformAdmin')?.actor;
    if (!stand) throw new Error('The matrix needs a signed-in platform admin');
    for (const actor of this.actors) {
      const cases = actor.actor
        ? spec.cases(actor.actor, this.world)
        : oneCasePerOrganization(spec.cases(stand, this.world));
      this.pairs += 1;
      // Arrange every target first: then each call's "before" is the previous call's "after".
      const calls: MatrixCall[] = [];
      for (const entry of cases) calls.push(await entry.arrange());
      let before = await digest(this.world.t.db);
      for (const [index, call] of calls.entries()) {
        const { found, after } = await this.call(route, spec, actor, call, before);
        before = after;
        problems.push(
          ...found.map((problem) => `${actor.label} → ${cases[index].target}: ${problem}`),
        );
      }
    }
    return problems;
  }

  private async call(
    route: string,
    spec: RouteSpec,
    actor: MatrixActor,
    call: MatrixCall,
    before: Digest,
  ): Promise<{ found: string[]; after: Digest }> {
    const { t, registry } = this.world;
    const expected = spec.access === 'signed-in' && !actor.actor ? 401 : call.status;
    const response = await t.app.inject({
      method: call.method,
      url: call.url,
      payload: call.payload as object | undefined,
      headers: {
        ...call.headers,
        ...(actor.authorization ? { authorization: actor.authorization } : {}),
      },
    });
    this.calls += 1;
    const after = await digest(t.db);

    const found: string[] = [];
    const status = response.statusCode;
    const where = `${call.method} ${call.url}`;
    if (status !== expected) {
      found.push(
        `${where} answered ${status}, expected ${expected}: ${response.body.slice(0, 200)}`,
      );
    }
    const allowed = isSuccess(status) ? (call.writes ?? []) : [];
    const changed = changedTables(before, after).filter((table) => !allowed.includes(table));
    if (changed.length > 0) found.push(`${where} (${status}) changed ${changed.join(', ')}`);
    if (isSuccess(status) && status === expected) {
      found.push(...(call.check ? await call.check(response) : []));
      found.push(...(call.effect ? await call.effect(response) : []));
    }
    if (!isSuccess(status)) found.push(...errorBodyProblems(response));
    if (route !== DEV_OUTBOX) {
      this.bodies.push(response.body);
      const viewer = spec.access === 'signed-in' ? actor.actor : null;
      const leaks = leaksIn(response.body, viewer, registry, t.config.jwtSecret);
      found.push(...leaks.map((leak) => `${where} leaks ${leak}`));
    }
    return { found, after };
  }
}
