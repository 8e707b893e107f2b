import type * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The API's path prefixes (contract.md, "Transport"): every route of the table starts with one of them. */
export const API_PREFIXES = ['/mp-api', '/user-api', '/config-api', '/community-api', '/data-api'] as const;

/** Whether a path is one of the API's (under one of API_PREFIXES). */
export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname.startsWith(`${prefix}/`));
}

export type RouteArea =
  | 'auth'
  | 'logout'
  | 'password'
  | 'account'
  | 'profile'
  | 'config'
  | 'home'
  | 'notices'
  | 'content'
  | 'publish'
  | 'drafts'
  | 'polish-tasks'
  | 'tags'
  | 'hashtags'
  | 'upload';

/** One call of the contract. `path` uses `:name` for path parameters (as Hono and MSW do). */
export interface RouteSpec {
  /** The contract's area: src/endpoints/<area>.ts exports its client function (named after the route's key). */
  area: RouteArea;
  method: HttpMethod;
  path: string;
  /** false: the call is open without a session. */
  session: boolean;
  /** The call is a write the portal may send again: it carries an `Idempotency-Key` (./idempotency.ts). */
  idempotent?: true;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  answer: z.ZodMiniType;
}

/** Fills `:name` parameters of a route's path. */
export function routePath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/gu, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
