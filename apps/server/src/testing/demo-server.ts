import { afterAll, beforeAll } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed';
import { startTestServer, type TestServer } from './harness';

/** The file's server and the demo creator on it, for the suites that act as the demo creator. */
export interface DemoServer {
  server: TestServer;
  /** The demo creator's bearer token. */
  demo: string;
  demoId: number;
}

/** The id of the seeded creator who signs in with `email`. */
export async function creatorIdOf(server: TestServer, email: string): Promise<number> {
  return (
    await server.db.selectFrom('creator').select('id').where('email', '=', email).executeTakeFirstOrThrow()
  ).id;
}

export async function startDemoServer(): Promise<DemoServer> {
  const server = await startTestServer();
  const demo = await server.signIn(DEMO_ACCOUNTS.demo);
  const demoId = await creatorIdOf(server, DEMO_ACCOUNTS.demo);
  return { server, demo, demoId };
}

/**
 * Starts the file's server (with the demo creator signed in) before its tests and closes it after them; `use`
 * receives it once it is up, to keep what the tests read and sign in whoever else they need.
 */
export function demoServerForFile(use: (started: DemoServer) => void | Promise<void>): void {
  let started: DemoServer | undefined;
  beforeAll(async () => {
    started = await startDemoServer();
    await use(started);
  });
  afterAll(async () => {
    await started?.server.close();
  });
}
