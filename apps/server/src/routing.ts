import { routes, type RouteName } from '@creator/api/schemas/routes';
import type { Context, Hono } from 'hono';
import type * as z from 'zod/mini';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@creator/api/schemas/idempotency';
import { ok } from './envelope';
import { InvalidRequest } from './errors';
import { readKeyedRequest, storedAnswer, writeOnce, type WriteOnce } from './lib/idempotency';
import { authenticate } from './security/sessions';
import type { AppEnv, Services } from './services';
import { parseWith, readBody, readQuery, refuseNulCharacters } from './validate';

type Route<N extends RouteName> = (typeof routes)[N];
type Part<R, K extends string> = R extends Record<K, infer S extends z.ZodMiniType> ? z.output<S> : undefined;

export interface CallInput<N extends RouteName> {
  c: Context<AppEnv>;
  services: Services;
  query: Part<Route<N>, 'query'>;
  body: Part<Route<N>, 'body'>;
  params: Part<Route<N>, 'params'>;
  /** The signed-in creator (0 on calls open without a session). */
  creatorId: number;
  /**
   * Runs the call's write in its transaction under the creator's lock, once per `Idempotency-Key` on a call
   * marked `idempotent` (lib/idempotency.ts); as often as it is sent on any other.
   */
  once: WriteOnce;
}

/**
 * Wires one call of the contract from the routes table of packages/api: its method and path, the session
 * check, and the query, body and path parameters parsed with its schemas. The handler answers `data`.
 */
export function handle<N extends RouteName>(
  app: Hono<AppEnv>,
  name: N,
  handler: (input: CallInput<N>) => Promise<unknown>,
): void {
  const route = routes[name] as Route<N> & {
    query?: z.ZodMiniType;
    body?: z.ZodMiniType;
    params?: z.ZodMiniType;
    session: boolean;
    idempotent?: true;
  };
  app.on(route.method, route.path, async (c) => {
    const services = c.var.services;
    const creatorId = route.session
      ? await authenticate(services.db, services.clock, c.req.header('authorization'))
      : 0;
    if (route.session) await services.scheduler.catchUp();
    const query = route.query ? readQuery(c, route.query) : refuseQuery(c);
    const params = route.params ? parseWith(route.params, c.req.param(), 'path') : undefined;
    const body = route.body ? await readBody(c, route.body) : undefined;
    const keyed =
      route.idempotent && route.session
        ? readKeyedRequest(c.req.header(IDEMPOTENCY_HEADER), name, body)
        : null;
    const replayed = () => c.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    // A key seen before is answered before any work; writeOnce checks again under the lock.
    const stored = keyed
      ? await storedAnswer(services.db, creatorId, keyed, services.clock.now())
      : undefined;
    if (stored) {
      replayed();
      return ok(c, stored.answer);
    }
    const once = writeOnce(creatorId, keyed, () => services.clock.now(), replayed);
    const data = await handler({ c, services, query, body, params, creatorId, once } as CallInput<N>);
    return ok(c, data ?? null);
  });
}

/** A call that takes no query refuses one, like every unknown field. */
function refuseQuery(c: Context): undefined {
  const keys = Object.keys(c.req.query());
  refuseNulCharacters(keys, 'query');
  if (keys.length > 0) throw new InvalidRequest(`query: unknown field ${keys.join(', ')}`);
  return undefined;
}
