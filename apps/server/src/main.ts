import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { contractOnly } from './contract-only';
import { systemClock } from './clock';
import { connectDatabase } from './db/connect';
import { AdvisoryLeadership, SOLE_LEADER, type Leadership } from './lifecycle/leader';
import { listen } from './lib/listen';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoAccountsPresent, seed, seedConfig } from './db/seed';
import { PASSWORD_COST } from './security/passwords';
import { settingsFromEnv } from './settings';
import { openFileStore, type FileStore } from './upload/file-store';

const started = performance.now();
const here = path.dirname(fileURLToPath(import.meta.url));
const dataRoot = path.resolve(here, '../../../.data');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? 'localhost';
const dataDir = process.env.DATA_DIR ?? path.join(dataRoot, 'db');
const staticRoot = process.env.STATIC_ROOT ?? path.resolve(here, '../../portal/dist');
const log = (line: Record<string, unknown>) => console.log(JSON.stringify(line));
let settings: ReturnType<typeof settingsFromEnv>;
try {
  settings = settingsFromEnv(
    process.env,
    process.env.UPLOAD_DIR ?? path.join(dataRoot, 'uploads'),
    `http://localhost:${port}`,
  );
} catch (error) {
  // A setting that is wrong, or unsafe with NODE_ENV=production, stops the server before it listens.
  console.error(`The server did not start: ${(error as Error).message}`);
  process.exit(1);
}

if (settings.captchaTestCode) {
  log({
    level: 'warn',
    msg: 'CAPTCHA_TEST_CODE is set: every captcha accepts it. Never set it outside automated tests.',
  });
}
if (settings.relaxAttemptLimits) {
  log({
    level: 'warn',
    msg: 'RELAX_ATTEMPT_LIMITS is set: sign-in and code guesses are limited a hundred times less. Automated tests only.',
  });
}
if (settings.passwordCost !== PASSWORD_COST) {
  log({
    level: 'warn',
    msg: `PASSWORD_TEST_COST is set: new password hashes use scrypt N=${settings.passwordCost.N}, far below production's. Automated tests only.`,
  });
}
if (settings.devReviews) {
  log({
    level: 'warn',
    msg: 'DEV_REVIEWS is set: POST /dev/reviews/pass passes every queued review. Automated tests only.',
  });
}

/** `--demo` (npm start, the tests, the bench): six accounts with a published password, and their content. */
const demo = process.argv.includes('--demo');
const stop = (reason: string): never => {
  console.error(`The server did not start: ${reason}`);
  process.exit(1);
};
if (demo && settings.production && !settings.allowDemoAccounts) {
  stop(
    '--demo creates accounts whose password is published; with NODE_ENV=production it needs ALLOW_DEMO_ACCOUNTS=1',
  );
}

const files: FileStore = await openFileStore(settings).catch((error: unknown) =>
  stop((error as Error).message),
);
const db = await connectDatabase({ url: process.env.DATABASE_URL, dataDir });
if (demo)
  await seed(db, {
    files,
    now: systemClock.now(),
    passwordCost: settings.passwordCost,
  });
else await seedConfig(db);
if (settings.production && !settings.allowDemoAccounts) {
  const present = await demoAccountsPresent(db);
  if (present.length > 0) {
    await db.destroy();
    stop(
      `the database holds demo accounts whose password is published (${present.join(', ')}); delete them, or set ALLOW_DEMO_ACCOUNTS=1 to start anyway`,
    );
  }
}
if (demo)
  log({
    level: 'warn',
    msg: 'Demo data: the demo accounts sign in with a published password. Never on a reachable server.',
  });
const app = createApp({ db, staticRoot, settings, log, files });
await app.services.passwordKeys();
// Several instances on one PostgreSQL: the one holding the advisory lock runs the periodic work (leader.ts).
let leadership: Leadership = SOLE_LEADER;
if (process.env.DATABASE_URL) {
  const advisory = new AdvisoryLeadership(process.env.DATABASE_URL, log);
  await advisory.start();
  leadership = advisory;
}
app.services.scheduler.start(1000, leadership);

/** CONTRACT_STRICT=1: answers as a backend written from the spec and contract.md alone would (contract-only.ts). */
const strict = process.env.CONTRACT_STRICT === '1';
const fetchHandler = strict ? contractOnly(app.fetch) : app.fetch;
// STORAGE_PORT: the storage endpoint on an origin of its own, as the contract allows (settings.storageOrigin).
const storageServer =
  settings.storagePort === undefined
    ? undefined
    : listen({
        port: settings.storagePort,
        hostname: host,
        fetch: (request, env) =>
          new URL(request.url).pathname.startsWith('/storage')
            ? app.fetch(request, env)
            : new Response('Not found', { status: 404 }),
      });

const server = listen({ fetch: fetchHandler, port, hostname: host }, (info) => {
  const url = `http://${host === '0.0.0.0' ? 'localhost' : host}:${info.port}`;
  log({ level: 'info', msg: 'listening', url, startup_ms: Math.round(performance.now() - started) });
  console.log(
    [
      '',
      `  Creator portal is running at ${url}`,
      ...(strict
        ? ['  Contract-only mode (CONTRACT_STRICT=1): answers hold only what the spec and contract.md name']
        : []),
      ...(settings.storageOrigin ? [`  Storage endpoint: ${settings.storageOrigin}/storage`] : []),
      `  Database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${dataDir}`}`,
      `  Images: ${settings.bucket ? `bucket ${settings.bucket.bucket} (STORAGE_URL)` : `on this machine's disk in ${settings.uploadDir}`}`,
      `  Review delay: ${settings.reviewDelayMs} ms; emailed codes ${settings.devOutbox ? `at ${url}/dev/outbox (from this machine)` : 'are not shown (DEV_OUTBOX=1 shows them)'}`,
      `  Started in ${Math.round(performance.now() - started)} ms`,
      '',
      ...(demo
        ? [
            '  Sign in with the demo creator:',
            `    email     ${DEMO_ACCOUNTS.demo}`,
            `    password  ${DEMO_PASSWORD}`,
            '',
          ]
        : ['  No demo data (start with --demo for it).', '']),
    ].join('\n'),
  );
});

function shutdown(signal: string) {
  log({ level: 'info', msg: `received ${signal}, shutting down` });
  app.services.scheduler.stop();
  void leadership.stop();
  // The bucket's client goes once both listeners have answered what they were answering.
  const storageClosed = new Promise<void>((resolve) =>
    storageServer ? storageServer.close(() => resolve()) : resolve(),
  );
  server.close(() => {
    void Promise.all([
      storageClosed.then(() => files.close?.()),
      app.services.articleHtml.close(),
      db.destroy(),
    ]).finally(() => process.exit(0));
  });
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
