import { ErrorCode } from '@creator/domain/error-codes';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { systemClock, type Clock } from './clock';
import type { Database } from './db/schema';
import { fail, localeOfRequest, tooLarge } from './envelope';
import { BusinessError, InvalidRequest } from './errors';
import { localeOf } from '@creator/domain/locales';
import { API_PREFIXES } from '@creator/api/schemas/route-spec';
import { accountRoutes } from './account/routes';
import { authRoutes } from './auth/routes';
import { configRoutes } from './config/routes';
import { contentRoutes } from './content/routes';
import { devRoutes } from './dev/routes';
import { draftsRoutes } from './drafts/routes';
import { hashtagsRoutes } from './hashtags/routes';
import { homeRoutes } from './home/routes';
import { noticesRoutes } from './notices/routes';
import { polishTasksRoutes } from './polish-tasks/routes';
import { publishRoutes } from './publish/routes';
import { tagsRoutes } from './tags/routes';
import { storageRoutes, uploadRoutes } from './upload/routes';
import { loadWebApiConfig } from './catalog';
import { createServices, isHttps, requestOrigin, type AppEnv, type Logger, type Services } from './services';
import { DEFAULT_SETTINGS, type ServerSettings } from './settings';
import { buildScriptHashes, securityHeaders, serveStatic } from './static';
import type { FileStore } from './upload/file-store';
import { JSON_BODY_MAX_BYTES } from './validate';

export type { AppEnv } from './services';

export interface AppDeps {
  db: Kysely<Database>;
  /** Where the time comes from; tests pass a ManualClock. */
  clock?: Clock;
  settings?: Partial<ServerSettings>;
  /** The portal's production build; when set, it is served on the same origin. */
  staticRoot?: string;
  log?: Logger;
  /** Where the images are kept (openFileStore); else the disk under settings.uploadDir. */
  files?: FileStore;
}

export type CreatorApp = Hono<AppEnv> & { services: Services };

/** A value recomputed at most once per `ms` (the CSP's origins from the configuration). */
function cachedFor<T>(ms: number, load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  let loadedAt = 0;
  return () => {
    if (!value || Date.now() - loadedAt > ms) {
      loadedAt = Date.now();
      value = load().catch((error: unknown) => {
        value = undefined;
        throw error;
      });
    }
    return value;
  };
}

export function createApp(deps: AppDeps): CreatorApp {
  const settings: ServerSettings = { ...DEFAULT_SETTINGS, ...deps.settings };
  const log = deps.log ?? ((line) => console.log(JSON.stringify(line)));
  const services = createServices(deps.db, deps.clock ?? systemClock, settings, log, {
    staticRoot: deps.staticRoot,
    files: deps.files,
  });
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    const started = performance.now();
    c.set('services', services);
    c.set('locale', localeOf(c.req.header('clang')));
    await next();
    log({
      level: 'info',
      time: new Date().toISOString(),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });
  const agreementOrigins = cachedFor(60_000, async () => {
    const config = await loadWebApiConfig(services.db);
    const urls = [config.privacy_agreement_url, config.service_agreement_url, config.cookie_agreement_url];
    return urls.flatMap((url) => (url && /^https?:\/\//iu.test(url) ? [new URL(url).origin] : []));
  });
  const storageOrigins = settings.storageOrigin ? [settings.storageOrigin] : [];
  app.use(
    '*',
    securityHeaders({
      otherOrigins: async (c) => [requestOrigin(c), ...storageOrigins, ...(await agreementOrigins())],
      https: isHttps,
      scriptHashes: deps.staticRoot ? buildScriptHashes(deps.staticRoot, log) : undefined,
    }),
  );
  // API answers hold a creator's data and tokens: no cache (the browser's, a proxy's) keeps a copy. First, so
  // that it also marks the answers of the body limit, the fallback 404 and onError.
  for (const prefix of API_PREFIXES) {
    app.use(`${prefix}/*`, async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    });
  }
  for (const prefix of API_PREFIXES) {
    app.use(
      `${prefix}/*`,
      bodyLimit({ maxSize: JSON_BODY_MAX_BYTES, onError: (c) => tooLarge(c, 'body: larger than 1 MB') }),
    );
  }

  app.get('/healthz', async (c) => {
    await sql`select 1`.execute(services.db);
    // `leader`: this instance runs the periodic work of the deployment (lifecycle/leader.ts).
    return c.json({ ok: true, leader: services.scheduler.leads });
  });
  configRoutes(app);
  authRoutes(app);
  accountRoutes(app);
  homeRoutes(app);
  noticesRoutes(app);
  polishTasksRoutes(app);
  contentRoutes(app);
  publishRoutes(app);
  draftsRoutes(app);
  tagsRoutes(app);
  hashtagsRoutes(app);
  uploadRoutes(app);
  storageRoutes(app);
  devRoutes(app, settings);
  for (const prefix of API_PREFIXES)
    app.all(`${prefix}/*`, (c) =>
      fail(c, ErrorCode.notFound, `No such call: ${c.req.method} ${c.req.path}`, 404),
    );
  if (deps.staticRoot) app.use('*', serveStatic(deps.staticRoot));

  app.onError((error, c) => {
    if (error instanceof InvalidRequest && error.status === 413)
      return tooLarge(c, error.messageIn(localeOfRequest(c)));
    if (error instanceof BusinessError)
      return fail(c, error.code, error.descriptor, error.status, error.data);
    if (error instanceof InvalidRequest)
      return fail(c, ErrorCode.invalidRequest, error.messageIn(localeOfRequest(c)), error.status);
    if (error instanceof HTTPException) {
      return error.status === 413
        ? tooLarge(c, error.message || 'body: too large')
        : fail(c, ErrorCode.invalidRequest, error.message || 'Request error', 400);
    }
    if (error instanceof URIError)
      return fail(c, ErrorCode.invalidRequest, 'path: malformed percent-encoding', 400);
    // A refusal is always one of the above; anything else is a bug, and the fuzz tests look for these.
    log({
      level: 'error',
      method: c.req.method,
      path: c.req.path,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return fail(c, ErrorCode.internalError, 'Internal error', 500);
  });
  return Object.assign(app, { services });
}
