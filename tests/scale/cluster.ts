// Several reference-server instances as a deployment runs them (docs/deploy.md): one PostgreSQL database, one
// S3-compatible bucket, nginx from Debian in front, round robin. The scale tests (.ci/scale-tests) and the bench's
// scale figures start one with `startCluster`; `stop()` ends every process and drops the database.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { TEST_CAPTCHA } from '../../scripts/reference-server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BUCKET = 'creator-images';
/** s3rver's own credentials; the servers' AWS SDK reads them from the environment, as in a deployment. */
const S3_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };
/** A start on a loaded 2-core machine: migrations, the demo seed into the bucket, the password keys. */
const START_CEILING_MS = 180_000;
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/**
 * A free port below the kernel's range for outgoing connections. An instance stopped and started again binds its
 * port again, and a port of that range could meanwhile be taken by any of the balancer's new connections.
 */
async function freePort(): Promise<number> {
  const range = await readFile('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').catch(() => '32768');
  const ephemeralStart = Number(range.trim().split(/\s+/u)[0]) || 32768;
  const low = 10_000;
  const high = Math.max(low + 1_000, ephemeralStart);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = low + randomInt(high - low);
    const server = createServer();
    const bound = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (bound) {
      server.close();
      await once(server, 'close');
      return port;
    }
  }
  throw new Error(`no free port between ${low} and ${high}`);
}

/** Resolves once `url` answers 200; throws when `child` exits first or the ceiling passes. */
async function untilHealthy(url: string, child: ChildProcess, what: string): Promise<void> {
  const until = Date.now() + START_CEILING_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode} before it answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until)
      throw new Error(`${what} did not answer ${url} within ${START_CEILING_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function withAdmin<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function nginxConf(work: string, port: number, upstreams: number[]): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(work, `nginx-${name}`)};`;
  return `daemon off;
worker_processes 1;
pid ${path.join(work, 'nginx.pid')};
error_log ${path.join(work, 'nginx-error.log')} warn;
events { worker_connections 1024; }
http {
  ${temp('client_body')}
  ${temp('proxy')}
  ${temp('fastcgi')}
  ${temp('uwsgi')}
  ${temp('scgi')}
  log_format scale '$msec $request_method $uri $status $upstream_addr';
  access_log ${path.join(work, 'access.log')} scale;
  upstream creator {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=2s;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 12m;
    # A body goes on to the instance as it arrives, never to a file of nginx's (its workers may not write here).
    proxy_request_buffering off;
    client_body_buffer_size 1m;
    location / {
      proxy_pass http://creator;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      # A new connection per request: an instance that stops refuses it, and nginx passes the request to the
      # next (a refused connection has sent nothing, so this holds for a POST as well).
      proxy_next_upstream error timeout;
      proxy_read_timeout 120s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/**
 * Starts `instances` server instances over a new database on the PostgreSQL of `serverUrl` and a new bucket,
 * the first seeding the demo world, behind nginx. Each instance can be stopped and started again.
 */
/** One server instance of the cluster. */
export interface Instance {
  name: string;
  port: number;
  /** `127.0.0.1:<port>`, as the balancer's `X-Upstream` and log name it. */
  address: string;
  child: ChildProcess | null;
  start(options?: { demo?: boolean }): Promise<void>;
  stop(): Promise<void>;
}

export interface Cluster {
  /** The balancer's origin, every instance's PUBLIC_URL. */
  url: string;
  databaseUrl: string;
  storageUrl: string;
  s3: { endpoint: string; bucket: string; credentials: typeof S3_CREDENTIALS };
  servers: Instance[];
  /** nginx's access log: `<msec> <method> <uri> <status> <upstream>` per request. */
  accessLog: string;
  stop(): Promise<void>;
}

export async function startCluster({
  serverUrl,
  instances = 2,
  log = () => {},
}: {
  serverUrl: string;
  instances?: number;
  log?: (line: string) => void;
}): Promise<Cluster> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'creator-scale-'));
  const children = new Set<ChildProcess>();
  const name = `creator_scale_${randomBytes(6).toString('hex')}`;
  let databaseMade = false;
  /** Ends every process it started and drops its database: on stop(), and when the start fails partway. */
  const cleanUp = async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all([...children].map((child) => (child.exitCode === null ? once(child, 'exit') : null)));
    if (databaseMade)
      await withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    await rm(work, { recursive: true, force: true });
  };
  try {
    await withAdmin(serverUrl, (admin) => admin.query(`create database ${name}`));
    databaseMade = true;
    return await startOn({ serverUrl, instances, log, work, children, name, cleanUp });
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/** Rejects after `ms` (a ceiling raced against what it bounds; its timer never holds the process). */
function ceiling(ms: number, what: string): Promise<never> {
  return new Promise((_, reject) => {
    setTimeout(() => reject(new Error(`${what} did not start within ${ms / 1000} s`)), ms).unref();
  });
}

async function startOn({
  serverUrl,
  instances,
  log,
  work,
  children,
  name,
  cleanUp,
}: {
  serverUrl: string;
  instances: number;
  log: (line: string) => void;
  work: string;
  children: Set<ChildProcess>;
  name: string;
  cleanUp: () => Promise<void>;
}): Promise<Cluster> {
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  const s3 = spawn(
    process.execPath,
    [path.join(ROOT, 'tests/scale/s3-server.mjs'), path.join(work, 's3'), BUCKET],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.add(s3);
  const s3Port = await Promise.race([
    once(createInterface({ input: s3.stdout }), 'line').then(
      ([line]) => (JSON.parse(line as string) as { port: number }).port,
    ),
    once(s3, 'exit').then(([code]) => {
      throw new Error(`the bucket's server exited with ${String(code)} before it listened`);
    }),
    ceiling(START_CEILING_MS, "the bucket's server"),
  ]);
  const s3Endpoint = `http://127.0.0.1:${s3Port}`;

  const lbPort = await freePort();
  const url = `http://127.0.0.1:${lbPort}`;
  const storageUrl = `s3://${BUCKET}?endpoint=${s3Endpoint}&path_style=1`;
  const env = {
    ...process.env,
    ...S3_CREDENTIALS,
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    STORAGE_URL: storageUrl,
    PUBLIC_URL: url,
    TRUST_PROXY: '1',
    CAPTCHA_TEST_CODE: TEST_CAPTCHA,
    PASSWORD_TEST_COST: '1',
    // The end-to-end subset reads emailed codes and passes reviews when it says so, as in its own runs.
    DEV_OUTBOX: '1',
    DEV_REVIEWS: '1',
    REVIEW_DELAY_MS: String(24 * 3600_000),
  };
  const servers: Instance[] = [];
  for (let index = 0; index < instances; index += 1) {
    const port = await freePort();
    const server: Instance = {
      name: `instance ${index + 1}`,
      port,
      address: `127.0.0.1:${port}`,
      child: null,
      async start({ demo = false } = {}) {
        const child = spawn(
          path.join(ROOT, 'node_modules/.bin/tsx'),
          ['apps/server/src/main.ts', ...(demo ? ['--demo'] : [])],
          { cwd: ROOT, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] },
        );
        children.add(child);
        child.once('exit', () => children.delete(child));
        this.child = child;
        await untilHealthy(`http://127.0.0.1:${port}/healthz`, child, this.name);
        log(`› ${this.name} answers on ${this.address}`);
      },
      /** SIGTERM: the instance stops listening, finishes what it was answering, and exits. */
      async stop() {
        const child = this.child;
        this.child = null;
        if (!child || child.exitCode !== null) return;
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
        log(`› ${this.name} stopped`);
      },
    };
    servers.push(server);
  }
  // The first instance migrates the database and seeds the demo world; the others then start on it.
  await servers[0]!.start({ demo: true });
  await Promise.all(servers.slice(1).map((server) => server.start()));

  const conf = path.join(work, 'nginx.conf');
  await writeFile(
    conf,
    nginxConf(
      work,
      lbPort,
      servers.map((server) => server.port),
    ),
  );
  const nginx = spawn(NGINX, ['-p', work, '-c', conf], { stdio: ['ignore', 'ignore', 'inherit'] });
  children.add(nginx);
  await untilHealthy(`${url}/healthz`, nginx, 'nginx');
  log(`› nginx balances ${url} over ${servers.map((server) => server.address).join(' and ')}`);

  return {
    url,
    databaseUrl,
    storageUrl,
    s3: { endpoint: s3Endpoint, bucket: BUCKET, credentials: S3_CREDENTIALS },
    servers,
    accessLog: path.join(work, 'access.log'),
    async stop() {
      await Promise.all(servers.map((server) => server.stop()));
      await cleanUp();
    },
  };
}
