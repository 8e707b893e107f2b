import { randomBytes } from 'node:crypto';
import type { Locale } from '@creator/domain/locales';
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Clock } from './clock';
import type { Database } from './db/schema';
import { Scheduler } from './lifecycle/scheduler';
import { loadPasswordKeys, loadSecret, type PasswordKeys } from './security/rsa-keys';
import type { ServerSettings } from './settings';
import { FileStore } from './upload/file-store';

export type Logger = (line: Record<string, unknown>) => void;

/** Everything a route needs, made once per app. */
export interface Services {
  db: Kysely<Database>;
  clock: Clock;
  settings: ServerSettings;
  log: Logger;
  scheduler: Scheduler;
  files: FileStore;
  /** The portal build served on this origin, if any (same-host images can be copied from it). */
  staticRoot?: string;
  passwordKeys(): Promise<PasswordKeys>;
  uploadSecret(): Promise<string>;
}

export type AppEnv = {
  /** `locale`: the request's `clang`, read once per request (app.ts); every message of the answer is written in it. */
  Variables: { services: Services; creatorId: number; locale: Locale };
};

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= make().catch((error: unknown) => {
      value = undefined;
      throw error;
    });
    return value;
  };
}

export function createServices(db: Kysely<Database>, clock: Clock, settings: ServerSettings, log: Logger, staticRoot?: string): Services {
  return {
    db,
    staticRoot,
    clock,
    settings,
    log,
    scheduler: new Scheduler(db, clock),
    files: new FileStore(settings.uploadDir),
    passwordKeys: once(() => loadPasswordKeys(db)),
    uploadSecret: once(() => loadSecret(db, 'upload_hmac', () => randomBytes(32).toString('base64'))),
  };
}

/** The origin the caller reached us on: signing answers and the image host are built from it. */
export function requestOrigin(c: Context): string {
  return new URL(c.req.url).origin;
}

/** `domain` of the signing answers and `image_host` of the configuration. */
export function imageHost(c: Context): string {
  return `${requestOrigin(c)}/storage`;
}
