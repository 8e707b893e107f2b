// `.ci/scale-tests`: the reference server as several instances behind a load balancer (cluster.ts: two
// instances, one PostgreSQL, one S3-compatible bucket, nginx round robin), and what must hold there:
//   1. the end-to-end subset (the flows tagged @contract: sign in, a short post with images, an article with a
//      cover, a claim and a polish, notices read) through the balancer, consecutive requests reaching
//      different instances;
//   2. the attempt limits and the claim limit, counted across instances;
//   3. scheduled articles going live exactly once, with one notice each, while both instances run;
//   4. a load run of signed-in reads and writes (autocannon, bounded in time) while one instance is stopped
//      and started again: no answer but a success or a clean retryable error, and no write lost or doubled
//      (the database and the bucket before and after).
// Prints the figures and exits 1 when a check fails. Needs a PostgreSQL (SCALE_DATABASE_URL, else
// SERVER_TEST_DATABASE_URL: .ci/postgres), nginx, and the portal's build (the end-to-end subset opens it).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ErrorCode } from '@creator/domain/error-codes';
import { routes } from '@creator/api/schemas/routes';
import { ContentStatus } from '@creator/domain/content';
import { NoticeType } from '@creator/domain/notices';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import autocannon from 'autocannon';
import pg from 'pg';
import { bandedPng } from '../../apps/server/src/db/png';
import { uploadForm, type UploadSigning } from '../../apps/server/src/testing/uploads';
import { Api, type Answer } from './api';
import { startCluster } from './cluster';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEMO = 'demo@creator.test';
const AUTHOR = 'author@creator.test';
const BLOCKED = 'blocked@creator.test';
/** How long the load run lasts; an instance is stopped and started again inside it. */
const LOAD_SECONDS = Number(process.env.SCALE_LOAD_SECONDS ?? 30);
/** The load run's concurrent connections. */
const CONNECTIONS = 12;
/** A state the tests wait for (an article going live) is given this long on a loaded machine. */
const STATE_CEILING_MS = 90_000;

const serverUrl = process.env.SCALE_DATABASE_URL ?? process.env.SERVER_TEST_DATABASE_URL;
if (!serverUrl) {
  console.error('scale tests: set SCALE_DATABASE_URL (or SERVER_TEST_DATABASE_URL) to a PostgreSQL server');
  process.exit(2);
}

const failed: string[] = [];
function check(ok: boolean, what: string): void {
  console.log(`  ${ok ? '✓' : '✗'} ${what}`);
  if (!ok) failed.push(what);
}

/** Waits for `ready()` to hold, asking every 250 ms, up to the ceiling; false when it never did. */
async function until(ready: () => Promise<boolean>, ceilingMs = STATE_CEILING_MS): Promise<boolean> {
  const end = Date.now() + ceilingMs;
  while (Date.now() < end) {
    if (await ready()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return ready();
}

const cluster = await startCluster({ serverUrl, log: (line: string) => console.log(line) });
// Interrupted (a CI step cancelled): the instances, nginx, the bucket's server and the database go with the run.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void cluster.stop().finally(() => process.exit(1)));
const api = new Api(cluster.url);
const db = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
const bucket = new S3Client({
  region: 'us-east-1',
  endpoint: cluster.s3.endpoint,
  forcePathStyle: true,
  credentials: {
    accessKeyId: cluster.s3.credentials.AWS_ACCESS_KEY_ID,
    secretAccessKey: cluster.s3.credentials.AWS_SECRET_ACCESS_KEY,
  },
});

async function scalar(query: string, values: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ n: string }>(query, values);
  return Number(rows[0]?.n ?? 0);
}

/** The objects in the bucket under `prefix` (an upload's own folder holds one: a listing that is never long). */
async function objectsUnder(prefix: string): Promise<string[]> {
  const page = await bucket.send(new ListObjectsV2Command({ Bucket: cluster.s3.bucket, Prefix: prefix }));
  return (page.Contents ?? []).flatMap((item) => (item.Key ? [item.Key] : []));
}

async function counts() {
  return {
    content: await scalar('select count(*) as n from content'),
    storedFiles: await scalar('select count(*) as n from stored_file'),
    notices: await scalar('select count(*) as n from notice'),
  };
}

/** The balancer's log lines from `from` (a byte offset) on: which instance answered each request. */
async function upstreamsSince(from: number): Promise<{ uri: string; upstream: string }[]> {
  const text = (await readFile(cluster.accessLog)).subarray(from).toString('utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [, , uri = '', , upstream = ''] = line.split(' ');
      return { uri, upstream };
    });
}

async function logSize(): Promise<number> {
  return (await readFile(cluster.accessLog).catch(() => Buffer.alloc(0))).length;
}

function spread(answers: { upstream: string }[]): { by: Record<string, number>; switches: number } {
  const by: Record<string, number> = {};
  let switches = 0;
  answers.forEach((answer, index) => {
    by[answer.upstream] = (by[answer.upstream] ?? 0) + 1;
    if (index > 0 && answers[index - 1]!.upstream !== answer.upstream) switches += 1;
  });
  return { by, switches };
}

async function endToEnd(): Promise<void> {
  console.log('\n› 1. the end-to-end subset (@contract flows) through the balancer');
  const from = await logSize();
  const run = spawn(
    path.join(ROOT, 'node_modules/.bin/playwright'),
    ['test', '-c', 'playwright.scale.config.ts', '--reporter=line'],
    {
      cwd: path.join(ROOT, 'apps/portal'),
      env: { ...process.env, SCALE_URL: cluster.url },
      stdio: 'inherit',
    },
  );
  const [code] = (await once(run, 'exit')) as [number | null];
  check(code === 0, 'every flow passed through the balancer');
  const calls = (await upstreamsSince(from)).filter((line) =>
    /^\/(?:mp-api|user-api|config-api|storage)\//u.test(line.uri),
  );
  const { by, switches } = spread(calls);
  console.log(
    `    ${calls.length} API calls: ${JSON.stringify(by)}; ${switches} of ${calls.length - 1} consecutive pairs on different instances`,
  );
  check(
    cluster.servers.every((server: { address: string }) => (by[server.address] ?? 0) >= calls.length / 4),
    'each instance answered at least a quarter of the calls',
  );
  check(switches >= calls.length / 4, 'consecutive calls reached different instances');
}

async function limits(): Promise<void> {
  console.log('\n› 2. limits held across instances');
  // Wrong passwords for one account, alternating instances: the account's five free guesses are counted
  // together, so the sixth is refused whichever instance answers it.
  const guesses: Answer[] = [];
  for (let index = 0; index < 6; index += 1)
    guesses.push(await api.signInAttempt(BLOCKED, 'not-the-password'));
  const { by } = spread(guesses);
  console.log(
    `    six wrong guesses: codes ${guesses.map((guess) => guess.code).join(', ')}; ${JSON.stringify(by)}`,
  );
  check(Object.keys(by).length === 2, 'the guesses reached both instances');
  check(
    guesses.slice(0, 5).every((guess) => guess.code === ErrorCode.loginFailed) &&
      guesses[5]!.code === ErrorCode.tooManyAttempts,
    'five guesses were checked and the sixth refused for too many attempts (14003)',
  );

  // More claims at once than the creator has room for, one task each: exactly the room is granted.
  const token = await api.signIn(DEMO);
  const list = await api.call('GET', routes.listPolishTasks.path, {
    token,
    query: { status: 'PENDING', page: 1, page_size: 20 },
  });
  const room = list.data.remaining_claimed_count as number;
  const pending = (list.data.list as { id: number }[]).map((task) => task.id).slice(0, room + 3);
  const claims = await Promise.all(
    pending.map((id) => api.call('POST', routes.claimPolishTasks.path, { token, body: { ids: [id] } })),
  );
  const granted = claims.filter((claim) => claim.code === 0).length;
  console.log(
    `    ${pending.length} claims at once with room for ${room}: ${granted} granted, ${JSON.stringify(spread(claims).by)}`,
  );
  check(
    room >= 2 && pending.length === room + 3,
    'there was room for two claims or more, and more pending tasks than room',
  );
  check(granted === room, `exactly the room (${room}) was granted`);
  check(
    claims.every((claim) => claim.code === ErrorCode.ok || claim.code === ErrorCode.claimLimit),
    'the others were refused as over the limit (17001)',
  );
  const held = pending.filter((_, index) => claims[index]!.code === 0);
  if (held.length > 0) await api.call('POST', routes.giveUpPolishTasks.path, { token, body: { ids: held } });
}

async function scheduled(): Promise<void> {
  console.log('\n› 3. scheduled articles go live once, with both instances running');
  const token = await api.signIn(AUTHOR);
  const publishAt = Math.floor(Date.now() / 1000) + 2 * 3600;
  const ids: number[] = [];
  for (let index = 0; index < 8; index += 1) {
    const answer = await api.publish(token, api.article(`Scheduled article ${index + 1}`, publishAt));
    if (answer.code === 0) ids.push(answer.data.content_id as number);
  }
  check(ids.length === 8, 'eight articles were scheduled');
  const passed = await api.call('POST', '/dev/reviews/pass');
  check(passed.status === 200, 'their reviews passed');
  // Their publish date is moved to a second ago in the database, as two hours passing would: from then on the
  // leader's timer and each instance's catch-up before its requests may all try to put them live.
  await db.query('update content set publish_at = $1 where content_id = any($2)', [Date.now() - 1000, ids]);
  const load = Promise.all(
    Array.from({ length: 40 }, () =>
      api.call('GET', routes.listContent.path, { token, query: { page: 1, page_size: 5 } }),
    ),
  );
  const live = await until(
    async () =>
      (await scalar('select count(*) as n from content where content_id = any($1) and status = $2', [
        ids,
        ContentStatus.published,
      ])) === ids.length,
  );
  await load;
  check(live && ids.length > 0, 'every one went live');
  const notices = await db.query<{ target_id: number; n: string }>(
    'select target_id, count(*) as n from notice where type = $1 and target_id = any($2) group by target_id',
    [NoticeType.articleLive, ids],
  );
  check(
    notices.rows.length === ids.length && notices.rows.every((row) => Number(row.n) === 1),
    `one "now live" notice each (${notices.rows.map((row) => row.n).join(', ')})`,
  );
}

/** What an instance's /healthz says, asked directly (not through the balancer); null when it does not answer. */
async function health(address: string): Promise<{ leader: boolean } | null> {
  try {
    const response = await fetch(`http://${address}/healthz`);
    return response.ok ? ((await response.json()) as { leader: boolean }) : null;
  } catch {
    return null;
  }
}

/** Answers by kind: `<status> <code>` (an envelope's code; -1 when the body is none). */
type Tally = Record<string, number>;

function tally(into: Tally, status: number, body: string): void {
  let code = -1;
  try {
    code = (JSON.parse(body) as { code: number }).code;
  } catch {
    // Not an envelope (a balancer's own error page): the status says what it was.
  }
  const kind = `${status} ${code}`;
  into[kind] = (into[kind] ?? 0) + 1;
}

/** A success, or an error a client may send again as it is: the balancer's 502 or 503. */
const CLEAN = (kind: string) => kind === '200 0' || kind.startsWith('502 ') || kind.startsWith('503 ');

async function loadRun(): Promise<void> {
  console.log(
    `\n› 4. a load run of ${LOAD_SECONDS} s; the leading instance is stopped and started again inside it`,
  );
  const token = await api.signIn(DEMO);
  const before = await counts();
  const startedAt = Date.now();
  const published = new Set<string>();
  const answers: Record<'list' | 'unread' | 'publish', Tally> = { list: {}, unread: {}, publish: {} };
  let serial = 0;
  const run = autocannon({
    url: cluster.url,
    connections: CONNECTIONS,
    duration: LOAD_SECONDS,
    timeout: 30,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    requests: [
      {
        method: 'GET',
        path: `${routes.listContent.path}?page=1&page_size=20`,
        onResponse: (status, body) => tally(answers.list, status, body),
      },
      {
        method: 'GET',
        path: routes.getUnreadCount.path,
        onResponse: (status, body) => tally(answers.unread, status, body),
      },
      {
        method: 'POST',
        path: routes.publishContent.path,
        setupRequest: (request) => {
          serial += 1;
          return {
            ...request,
            headers: { ...request.headers, 'idempotency-key': `scale-load-${serial}` },
            body: JSON.stringify(api.shortPost(`Load post ${serial} #scale`)),
          };
        },
        onResponse: (status, body) => {
          tally(answers.publish, status, body);
          try {
            const answer = JSON.parse(body) as { code: number; data: { content_id: number } };
            if (status === 200 && answer.code === 0) published.add(String(answer.data.content_id));
          } catch {
            // Counted by its status above.
          }
        },
      },
    ],
  });

  // Signed uploads beside the load, until it ends: each either stored (in the database and the bucket) or not.
  const png = bandedPng(64, 48, [30, 60, 90], [220, 200, 180]);
  const uploads = { stored: [] as string[], refused: [] as string[], outcomes: {} as Tally };
  let loading = true;
  const uploader = async () => {
    while (loading) {
      const signing = await api.call('GET', routes.getUploadToken.path, {
        token,
        query: { names: 'load_64_48.png', upload_type: 'image' },
      });
      let outcome = `signing ${signing.status} ${signing.code}`;
      if (signing.code === 0) {
        const sign = signing.data as UploadSigning;
        const key = `${sign.dir}load_64_48.png`;
        const response = await fetch(sign.endpoint, {
          method: 'POST',
          body: uploadForm(sign, key, png),
        }).catch(() => null);
        outcome = response ? `upload ${response.status}` : 'upload reset';
        (response?.status === 200 ? uploads.stored : uploads.refused).push(key);
      }
      uploads.outcomes[outcome] = (uploads.outcomes[outcome] ?? 0) + 1;
    }
  };
  const uploaders = [uploader(), uploader()];

  // Partway through, the instance that leads goes away: the other must take the lead, and the first comes back.
  const churn = (async () => {
    await new Promise((resolve) => setTimeout(resolve, (LOAD_SECONDS * 1000) / 5));
    const states = await Promise.all(cluster.servers.map((server) => health(server.address)));
    const leading = cluster.servers[states.findIndex((state) => state?.leader === true)];
    const other = cluster.servers.find((server) => server !== leading);
    if (!leading || !other) return { stopped: undefined, handedOver: false };
    await leading.stop();
    const handedOver = await until(async () => (await health(other.address))?.leader === true);
    await leading.start();
    return { stopped: leading, handedOver };
  })();
  const result = await run;
  loading = false;
  await Promise.all(uploaders);
  const { stopped, handedOver } = await churn;
  // The requests the load generator left on their way when it stopped still finish on the instances: the counts
  // are read once four readings in a row, a quarter of a second apart, agree.
  let after = await counts();
  let steady = 0;
  const settled = await until(async () => {
    const now = await counts();
    steady = JSON.stringify(now) === JSON.stringify(after) ? steady + 1 : 0;
    after = now;
    return steady >= 4;
  });

  const all: Tally = {};
  for (const kinds of Object.values(answers))
    for (const [kind, count] of Object.entries(kinds)) all[kind] = (all[kind] ?? 0) + count;
  const answered = Object.values(all).reduce((sum, count) => sum + count, 0);
  console.log(
    `    ${result.requests.total} requests (${result.requests.average}/s), latency p99 ${result.latency.p99} ms, p50 ${result.latency.p50} ms`,
  );
  console.log(
    `    answers by status and code: list ${JSON.stringify(answers.list)}, unread ${JSON.stringify(answers.unread)}, publish ${JSON.stringify(answers.publish)}`,
  );
  console.log(
    `    errors by kind: socket errors ${result.errors}, timeouts ${result.timeouts}, unanswered at the end ${result.requests.sent - answered}`,
  );
  console.log(`    uploads: ${uploads.stored.length} stored; outcomes ${JSON.stringify(uploads.outcomes)}`);
  console.log(`    before ${JSON.stringify(before)}\n    after  ${JSON.stringify(after)}`);
  check(settled, 'the counts settled after the load');
  check(
    stopped !== undefined && handedOver,
    `the other instance took the lead when ${stopped?.name ?? 'the leader'} stopped`,
  );
  check(Object.keys(all).every(CLEAN), 'every answer was a success or a clean retryable error (502, 503)');
  check((all['200 0'] ?? 0) >= answered * 0.95, 'at least 95 % of the answers were successes');
  check(result.errors === 0 && result.timeouts === 0, 'no connection was cut and none timed out');

  // The load generator stops at its time and drops the answers still on their way: those posts may be stored
  // unanswered, at most one per connection.
  const stored = await db.query<{ content_id: number; content: string }>(
    "select content_id, content from content where content like 'Load post %' and created_at >= $1",
    [startedAt],
  );
  const storedIds = new Set(stored.rows.map((row) => String(row.content_id)));
  const texts = new Set(stored.rows.map((row) => row.content));
  console.log(`    ${stored.rows.length} load posts stored, ${published.size} answered as published`);
  check(published.size > 0, 'posts were published');
  check(texts.size === stored.rows.length, 'no post was stored twice (each text once)');
  check(
    [...published].every((id) => storedIds.has(id)),
    'every post answered as published is stored',
  );
  check(
    stored.rows.length - published.size <= CONNECTIONS &&
      after.content - before.content === stored.rows.length,
    `no other post was stored than those sent (at most ${CONNECTIONS} unanswered, cut at the end)`,
  );

  // Each upload's folder is its own (a fresh signing): the bucket holds the stored file alone there, and nothing
  // of a refused one.
  const folderOf = (key: string) => key.slice(0, key.lastIndexOf('/') + 1);
  const storedAlone = await Promise.all(
    uploads.stored.map(
      async (key) => JSON.stringify(await objectsUnder(folderOf(key))) === JSON.stringify([key]),
    ),
  );
  const refusedGone = await Promise.all(
    uploads.refused.map(async (key) => (await objectsUnder(folderOf(key))).length === 0),
  );
  console.log(
    `    bucket: ${storedAlone.filter(Boolean).length} of ${uploads.stored.length} stored uploads alone in their folder; ${refusedGone.filter(Boolean).length} of ${uploads.refused.length} refused ones left nothing`,
  );
  check(uploads.stored.length > 0, 'uploads were stored');
  check(
    Object.keys(uploads.outcomes).every((outcome) =>
      /^upload 200$|^(?:signing|upload) 50[23]\b/u.test(outcome),
    ),
    'every upload was stored or refused as retryable (502, 503)',
  );
  check(
    after.storedFiles - before.storedFiles === uploads.stored.length,
    'the database holds each stored upload once, and no other',
  );
  check(
    storedAlone.every(Boolean) && refusedGone.every(Boolean),
    'the bucket holds each stored upload once, and nothing of a refused one',
  );

  // The instance that was stopped answers again through the balancer.
  const probes = await Promise.all(
    Array.from({ length: 12 }, () => api.call('GET', routes.getUnreadCount.path, { token })),
  );
  check(
    stopped !== undefined && probes.some((probe) => probe.upstream === stopped.address && probe.code === 0),
    'the stopped instance came back and answers through the balancer',
  );
}

let exit = 0;
try {
  const before = await counts();
  console.log(`\n› before: ${JSON.stringify(before)}`);
  await endToEnd();
  await limits();
  await scheduled();
  await loadRun();
  console.log(`\n› after: ${JSON.stringify(await counts())}`);
} catch (error) {
  failed.push(String((error as Error).stack ?? error));
} finally {
  bucket.destroy();
  await db.end();
  await cluster.stop();
  if (failed.length > 0) {
    console.log(
      `\n✗ scale tests: ${failed.length} failed\n${failed.map((what) => `  - ${what}`).join('\n')}`,
    );
    exit = 1;
  } else {
    console.log('\n✓ scale tests: every check held');
  }
}
process.exit(exit);
