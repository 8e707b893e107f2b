import { routes, type RouteName } from '@creator/api/schemas/routes';
import type { Context, Hono } from 'hono';
import type * as z from 'zod/mini';
import { ok } from './envelope';
import { InvalidRequest } from './errors';
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
    const data = await handler({ c, services, query, body, params, creatorId } as CallInput<N>);
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
