import { ErrorCode, SESSION_END_CODES } from '@creator/domain/error-codes';
import { REQUEST_TIMEOUT_MS } from '@creator/domain/limits';
import type * as z from 'zod/mini';
import { envelopeSchema } from '../schemas/envelope';
import { IDEMPOTENCY_HEADER } from '../schemas/idempotency';
import { routePath, type HttpMethod, type RouteSpec } from '../schemas/route-spec';
import { apiClientConfig } from './config';
import { expireSession } from './session-expiry';
import { ApiError, apiMessages, GENERIC_REQUEST_ERROR, SLOW_NETWORK, type DisplayMode } from './errors';
import { bearerToken } from './session';
import { takeEarlyCall } from './early-calls';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** What every call accepts besides its own input. */
export interface CallOptions {
  signal?: AbortSignal;
  /** How the UI should show a failure of this call (carried on the ApiError). */
  display?: DisplayMode;
  /** Sent as the `Idempotency-Key` header by a route marked `idempotent` (./idempotency.ts makes the keys). */
  idempotencyKey?: string;
}

export interface RequestOptions<T> extends CallOptions {
  method?: HttpMethod;
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  answer: z.ZodMiniType<T>;
}

function buildUrl(baseUrl: string, path: string, query: RequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

/** `pending`, or the signal's reason once it aborts (an early call cannot be aborted itself). */
function untilAborted(pending: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    pending.then(resolve, reject);
  });
}

/** The caller's signal and the 30 s timeout as one; a timeout counts as "no answer". */
function deadline(signal: AbortSignal | undefined) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The call took longer than 30 s', 'TimeoutError'));
  }, REQUEST_TIMEOUT_MS);
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  else signal?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forward);
    },
  };
}

function issuePath(error: z.core.$ZodError): string {
  return error.issues[0]?.path.map(String).join('.') ?? '';
}

/** One call of the contract: sends JSON with the session's headers, decodes the envelope, checks `data` against its schema. */
export async function request<T>(options: RequestOptions<T>): Promise<T> {
  const config = apiClientConfig();
  const { method = 'GET', path, query, body, answer, signal, display, idempotencyKey } = options;
  // The generic texts travel as descriptors too, so that the UI shows them in the reader's language.
  const fail = (
    kind: ApiError['kind'],
    message: string,
    extra: ConstructorParameters<typeof ApiError>[2] = {},
  ) => {
    const generic =
      message === SLOW_NETWORK
        ? apiMessages.slowNetwork
        : message === GENERIC_REQUEST_ERROR
          ? apiMessages.requestError
          : undefined;
    return new ApiError(kind, message, { display, ...(generic ? { descriptor: generic } : {}), ...extra });
  };
  const timer = deadline(signal);
  const aborted = () => signal?.aborted === true && !timer.timedOut();

  // The session this call speaks for: its 401 may end that one, not one signed in while it was under way.
  const sentToken = bearerToken(config.session.get());

  try {
    let response: Response;
    const url = buildUrl(config.baseUrl, path, query);
    const headers = {
      ...config.session.headers(),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(idempotencyKey === undefined ? {} : { [IDEMPOTENCY_HEADER]: idempotencyKey }),
    };
    // The same call sent early by index.html (client/early-calls.ts), if there is one: its answer, checked below.
    const early = method === 'GET' && body === undefined ? takeEarlyCall(url, headers) : undefined;
    try {
      response = await (early
        ? untilAborted(early, timer.signal)
        : fetch(url, {
            method,
            headers,
            body: body === undefined ? undefined : JSON.stringify(body),
            signal: timer.signal,
          }));
    } catch (error) {
      if (aborted()) throw fail('aborted', 'aborted', { cause: error });
      throw fail('network', SLOW_NETWORK, { cause: error });
    }

    if (response.status >= 500) throw fail('network', SLOW_NETWORK, { status: response.status });

    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      if (aborted()) throw fail('aborted', 'aborted', { cause: error });
      if (timer.timedOut()) throw fail('network', SLOW_NETWORK, { status: response.status, cause: error });
      const kind = response.status === 401 ? 'unauthorized' : 'contract';
      throw fail(kind, GENERIC_REQUEST_ERROR, { status: response.status, cause: error });
    }

    const envelope = envelopeSchema.safeParse(json);
    if (!envelope.success) {
      const kind = response.status === 401 ? 'unauthorized' : 'contract';
      throw fail(kind, GENERIC_REQUEST_ERROR, { status: response.status, path: issuePath(envelope.error) });
    }
    const { code, message, data } = envelope.data;
    const status = response.status;

    if (status === 401) {
      const error = fail('unauthorized', message, { code, status, data });
      if (SESSION_END_CODES.includes(code)) expireSession(error, sentToken);
      throw error;
    }
    // Business errors are HTTP 200, validation failures 400; any other status is off-contract.
    if (status !== 400 && (status < 200 || status > 299))
      throw fail('contract', GENERIC_REQUEST_ERROR, { code, status, data });
    if (code !== ErrorCode.ok) throw fail('business', message, { code, status, data });
    if (status === 400) throw fail('contract', GENERIC_REQUEST_ERROR, { code, status, data });

    const decoded = answer.safeParse(data);
    if (!decoded.success) {
      throw fail('contract', GENERIC_REQUEST_ERROR, {
        status,
        path: issuePath(decoded.error),
        cause: decoded.error,
      });
    }
    return decoded.data;
  } finally {
    timer.done();
  }
}

/** What a route of the table takes: its path parameters, query and body. */
export interface RouteInput {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: unknown;
}

/** The address `call(route, input)` asks for on the portal's own origin (index.html's early calls). */
export function routeUrl(route: RouteSpec, input: RouteInput = {}): string {
  return buildUrl('', routePath(route.path, input.params), input.query);
}

/** Calls a route of the table (src/schemas/routes.ts) and decodes its answer with the route's schema. */
export function call<R extends RouteSpec>(
  route: R,
  input: RouteInput = {},
  { idempotencyKey, ...options }: CallOptions = {},
): Promise<z.output<R['answer']>> {
  return request({
    method: route.method,
    path: routePath(route.path, input.params),
    query: input.query,
    body: input.body,
    answer: route.answer as z.ZodMiniType<z.output<R['answer']>>,
    // Only a write the table marks as safe to send again carries a key.
    ...(route.idempotent ? { idempotencyKey } : {}),
    ...options,
  });
}
