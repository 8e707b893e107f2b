import { ErrorCode } from '@creator/domain/error-codes';
import {
  delay,
  http,
  HttpResponse,
  type HttpHandler,
  type HttpResponseResolver,
  type JsonBodyType,
} from 'msw';
import type * as z from 'zod/mini';
import { routes, type HttpMethod, type RouteName } from '../schemas/routes';
import { fixtures, MOCK_IMAGE_HOST, MOCK_STORAGE_ENDPOINT } from './fixtures';
import { pictureSvg } from './images';

/*
 * MSW handlers for unit tests of packages/api and for screen stories: one per route of the contract table,
 * each answering a fixture. They hold no rule and no state (the reference server, apps/server, is the one
 * implementation of the contract). A test or a story shows another state by putting one of the helpers
 * below in front of them: `server.use(emptyList('listContent'))`, `msw.use(...handlersWith(neverAnswers('getHome')))`.
 */

/** What a route's `data` may be: the input of its answer schema. */
export type RouteAnswer<N extends RouteName> = z.input<(typeof routes)[N]['answer']>;

/** The routes whose answer holds a `list`. */
export type ListRouteName = {
  [N in RouteName]: RouteAnswer<N> extends { list: readonly unknown[] } ? N : never;
}[RouteName];

export interface OverrideOptions {
  /** Answer the first matching call only, then leave the route to the handlers behind (MSW's `once`). */
  once?: boolean;
}

function on(route: RouteName, resolver: HttpResponseResolver, options: OverrideOptions = {}): HttpHandler {
  const { method, path } = routes[route];
  return http[method.toLowerCase() as Lowercase<HttpMethod>](`*${path}`, resolver, options);
}

const envelope = (code: number, message: string, data: unknown, status = 200) =>
  HttpResponse.json({ code, message, data: (data ?? null) as JsonBodyType }, { status });

/** The fixture each route answers by default; TypeScript refuses a route without one. */
export const defaultAnswers: { readonly [N in RouteName]: RouteAnswer<N> } = {
  fetchCaptcha: fixtures.captcha,
  verifyCaptcha: fixtures.captchaTicket,
  login: fixtures.login,
  loginViaAccount: fixtures.login,
  logout: null,
  sendEmailCode: null,
  checkEmailCode: fixtures.emailCodeTicket,
  resetPassword: null,
  changePassword: null,
  getAccount: fixtures.account,
  getUserResources: fixtures.resources,
  updateNickname: null,
  updateAvatar: null,
  getConfigBatch: fixtures.config,
  getHome: fixtures.home,
  listNotices: fixtures.notices,
  getUnreadCount: fixtures.unreadCount,
  markNoticesRead: null,
  listContent: fixtures.contentPage,
  getContentDetail: { detail: fixtures.postDetail },
  deleteContent: null,
  publishContent: fixtures.published,
  publishPolishedTask: fixtures.published,
  saveDraft: fixtures.draftSaved,
  listDrafts: fixtures.drafts,
  listPolishTasks: fixtures.polishTasks,
  getPolishTask: fixtures.polishTask,
  claimPolishTasks: null,
  giveUpPolishTasks: null,
  getTags: fixtures.tags,
  searchHashtags: fixtures.hashtags,
  getUploadToken: fixtures.uploadSigning,
  getOssSts: fixtures.avatarSigning,
  copyImages: fixtures.copiedImages,
};

/** Success (code 0) with this `data`: another fixture, or one a story builds from the fixtures. */
export function answer<N extends RouteName>(
  route: N,
  data: RouteAnswer<N>,
  options?: OverrideOptions,
): HttpHandler {
  return on(route, () => envelope(0, '', data), options);
}

/** The route's list with nothing in it (and `count` 0 where the answer has one): an empty state. */
export function emptyList(route: ListRouteName, options?: OverrideOptions): HttpHandler {
  const full = defaultAnswers[route] as { list: unknown[]; count?: number };
  const empty = { ...full, list: [], ...('count' in full ? { count: 0 } : {}) };
  return on(route, () => envelope(0, '', empty), options);
}

/**
 * A business error: a non-zero code with the server's message and `data` (17001 carries `{ max }`), HTTP 200,
 * or HTTP 400 for 10001 (a request that failed validation), as the contract answers them.
 */
export function businessError(
  route: RouteName,
  code: number,
  message = `Business error ${code}`,
  data: unknown = null,
  options?: OverrideOptions,
): HttpHandler {
  const status = code === ErrorCode.invalidRequest ? 400 : 200;
  return on(route, () => envelope(code, message, data, status), options);
}

/**
 * An HTTP failure without the envelope (a proxy's page): 5xx reads as a slow network, 401 as unauthorized,
 * any other status (404, 413, 200) as an answer off the contract.
 */
export function httpError(route: RouteName, status = 500, options?: OverrideOptions): HttpHandler {
  return on(
    route,
    () =>
      new HttpResponse(`<html><body><h1>${status}</h1></body></html>`, {
        status,
        headers: { 'Content-Type': 'text/html' },
      }),
    options,
  );
}

/** HTTP 401 with a body code: 5 (expired) by default; 1, 4, 5, 6 and 13 end the session. */
export function sessionExpired(
  route: RouteName,
  code: number = ErrorCode.sessionExpired,
  options?: OverrideOptions,
): HttpHandler {
  return on(
    route,
    () => envelope(code, 'Your session has expired, please sign in again', null, 401),
    options,
  );
}

/** No answer at all (connection refused, DNS, CORS): a network error. */
export function networkError(route: RouteName, options?: OverrideOptions): HttpHandler {
  return on(route, () => HttpResponse.error(), options);
}

/** A call that never answers: the loading state, for as long as the story is shown. */
export function neverAnswers(route: RouteName): HttpHandler {
  return on(route, async () => {
    await delay('infinite');
  });
}

/** Holds the call for `ms`, then lets the handlers behind it answer (the default, or another override). */
export function slow(route: RouteName, ms = 2000, options?: OverrideOptions): HttpHandler {
  return on(
    route,
    async () => {
      await delay(ms);
    },
    options,
  );
}

const CORS = { 'Access-Control-Allow-Origin': '*' };

/** The storage endpoint takes any upload; the image host shows a picture at any address. */
const storageHandlers: HttpHandler[] = [
  http.post(MOCK_STORAGE_ENDPOINT, () => new HttpResponse(null, { status: 200, headers: CORS })),
  http.get(
    `${MOCK_IMAGE_HOST}/*`,
    () =>
      new HttpResponse(pictureSvg({ width: 800, height: 600, hue: 210, label: 'Uploaded' }), {
        headers: { ...CORS, 'Content-Type': 'image/svg+xml' },
      }),
  ),
];

/** Every route answering its default fixture, plus the storage endpoint and the image host of the uploads. */
export const handlers: readonly HttpHandler[] = [
  ...(Object.keys(routes) as RouteName[]).map((route) => answer(route, defaultAnswers[route])),
  ...storageHandlers,
];

/** The overrides in front of the default handlers, for one `msw.use(...)` in a story's `beforeEach`. */
export function handlersWith(...overrides: HttpHandler[]): HttpHandler[] {
  return [...overrides, ...handlers];
}
