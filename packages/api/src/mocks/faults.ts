import { delay as wait, http, HttpResponse, type HttpHandler } from 'msw';
import { routes, type RouteName } from '../schemas/routes';

/*
 * Faults to put in front of the handlers (`server.use(...)`, `worker.use(...)`, a story's `msw.handlers`):
 * each answers one route of the table the way a failing backend would.
 */

function onRoute(name: RouteName, resolver: Parameters<typeof http.get>[1]): HttpHandler {
  const route = routes[name];
  return http[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](`*${route.path}`, resolver);
}

const envelope = (code: number, message: string, data: unknown, status: number) =>
  HttpResponse.json({ code, message, data }, { status });

/** HTTP 5xx: the portal shows 'Slow network. Please try again later'. */
export function serverError(name: RouteName, status = 500): HttpHandler {
  return onRoute(name, () => new HttpResponse('Internal Server Error', { status }));
}

/** No answer at all (connection refused, DNS, CORS). */
export function networkError(name: RouteName): HttpHandler {
  return onRoute(name, () => HttpResponse.error());
}

/** HTTP 401 with a body code; 1, 4, 5, 6 and 13 end the session. */
export function unauthorized(
  name: RouteName,
  code = 5,
  message = 'Your session has expired, please sign in again',
): HttpHandler {
  return onRoute(name, () => envelope(code, message, null, 401));
}

/** HTTP 401 with code 5: the session has expired. */
export function sessionExpired(name: RouteName): HttpHandler {
  return unauthorized(name, 5);
}

/** A business error: HTTP 200 with a non-zero code (e.g. 16016 with a message, 17001 with `{ max }`). */
export function businessError(
  name: RouteName,
  code: number,
  message = `Business error ${code}`,
  data: unknown = null,
): HttpHandler {
  return onRoute(name, () => envelope(code, message, data, code === 10001 ? 400 : 200));
}

/** An answer that is not the envelope: a proxy's HTML page, a 404, a 413. */
export function notEnvelope(name: RouteName, status = 502): HttpHandler {
  return onRoute(
    name,
    () =>
      new HttpResponse(`<html><body><h1>${status}</h1></body></html>`, {
        status,
        headers: { 'Content-Type': 'text/html' },
      }),
  );
}

/** Holds the answer for a while (or for ever), then lets the normal handler answer. */
export function delayed(name: RouteName, ms: number | 'infinite' = 2000): HttpHandler {
  return onRoute(name, async () => {
    await wait(ms);
  });
}
