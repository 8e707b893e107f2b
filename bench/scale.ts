// `npm run bench -- scale`: requests per second of the content list and of publishing, through nginx, with two
// reference-server instances behind it and then with one (the second stopped), on PostgreSQL and one bucket
// (tests/scale/cluster.ts), in one run. Prints JSON for bench/results.json.
//   The PostgreSQL server: BENCH_DATABASE_URL, else DATABASE_URL, else the one .ci/postgres starts.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { routes } from '@creator/api/schemas/routes';
import autocannon from 'autocannon';
import { Api } from '../tests/scale/api';
import { startCluster } from '../tests/scale/cluster';

const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 15);
const CONNECTIONS = 16;
const WARM_UP_SECONDS = 5;

const serverUrl =
  process.env.BENCH_DATABASE_URL ||
  process.env.DATABASE_URL ||
  execFileSync('.ci/postgres', { encoding: 'utf8' }).trim();
const log = (line: string) => console.error(line);
const cluster = await startCluster({ serverUrl, log });

interface Throughput {
  perSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

async function measure(
  token: string,
  what: 'contentList' | 'publish',
  seconds = SECONDS,
): Promise<Throughput> {
  let serial = 0;
  const api = new Api(cluster.url);
  const request =
    what === 'contentList'
      ? { method: 'GET' as const, path: `${routes.listContent.path}?page=1&page_size=20` }
      : {
          method: 'POST' as const,
          path: routes.publishContent.path,
          setupRequest: (req: autocannon.Request) => {
            serial += 1;
            return { ...req, body: JSON.stringify(api.shortPost(`Bench post ${serial} #bench`)) };
          },
        };
  const result = await autocannon({
    url: cluster.url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    requests: [request],
  });
  log(
    `  ${what}${seconds === WARM_UP_SECONDS ? ' (warm-up)' : ''}: ${result.requests.average} requests/s, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
  );
  return {
    perSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

try {
  const api = new Api(cluster.url);
  const token = await api.signIn('demo@creator.test');
  const second = cluster.servers[1]!;
  // Each arrangement is measured warm: a first run of both calls (JIT, the database's caches) is not counted.
  const measured = async () => {
    await measure(token, 'contentList', WARM_UP_SECONDS);
    await measure(token, 'publish', WARM_UP_SECONDS);
    return { contentList: await measure(token, 'contentList'), publish: await measure(token, 'publish') };
  };
  await second.stop();
  log(
    `› one instance behind nginx, ${CONNECTIONS} connections, ${SECONDS} s each (after ${WARM_UP_SECONDS} s warm)`,
  );
  const one = await measured();
  await second.start();
  log('› two instances behind nginx');
  const two = await measured();
  console.log(
    JSON.stringify({
      database: 'PostgreSQL',
      balancer: 'nginx (round robin)',
      bucket: 's3rver',
      cores: os.availableParallelism(),
      connections: CONNECTIONS,
      seconds: SECONDS,
      warmUpSeconds: WARM_UP_SECONDS,
      one,
      two,
    }),
  );
} finally {
  await cluster.stop();
}
