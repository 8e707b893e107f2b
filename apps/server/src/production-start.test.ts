import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { connectDatabase } from './db/connect';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoAccountsPresent, seed } from './db/seed';
import { TEST_PASSWORD_COST } from './security/passwords';

/*
 * Issue 31, finding 2: a production start created six accounts with a published password. The demo world now
 * comes only with `--demo`, and a production start refuses a database that holds it unless told explicitly.
 * Each case starts the real `src/main.ts` in a process of its own on a PGlite folder.
 */
const main = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');
const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://creators.example.com', TRUST_PROXY: '0' };
const folders: string[] = [];

afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

async function dataFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'creator-start-'));
  folders.push(folder);
  return folder;
}

interface Start {
  /** `listening` once the server listens (then it is stopped), or the exit code when it stopped by itself. */
  outcome: 'listening' | number;
  stdout: string;
  stderr: string;
}

/** Settings a production start refuses, or that would change its verdict: none comes from the tests' environment. */
const TEST_SETTINGS = [
  'CAPTCHA_TEST_CODE',
  'DEV_OUTBOX',
  'DEV_REVIEWS',
  'RELAX_ATTEMPT_LIMITS',
  'PASSWORD_TEST_COST',
  'ALLOW_DEMO_ACCOUNTS',
  'NODE_ENV',
];
const inherited = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !TEST_SETTINGS.includes(name)),
);

/** Starts main.ts, waits until it listens or exits, and stops it. */
function start(folder: string, env: Record<string, string>, args: string[] = []): Promise<Start> {
  const child = spawn(process.execPath, ['--import', 'tsx', main, ...args], {
    env: {
      ...inherited,
      ...env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: path.join(folder, 'db'),
      UPLOAD_DIR: path.join(folder, 'uploads'),
      STATIC_ROOT: folder,
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => {
    let listening = false;
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      // The banner follows the `listening` line: stop once both are out.
      if (!listening && stdout.includes('"msg":"listening"') && stdout.includes('Started in')) {
        listening = true;
        child.kill('SIGTERM');
      }
    });
    child.once('exit', (code) =>
      resolve({ outcome: listening ? 'listening' : (code ?? -1), stdout, stderr }),
    );
  });
}

async function seedDemo(folder: string): Promise<void> {
  const db = await connectDatabase({ dataDir: path.join(folder, 'db') });
  await seed(db, { passwordCost: TEST_PASSWORD_COST });
  await db.destroy();
}

async function demoAccountsIn(folder: string): Promise<string[]> {
  const db = await connectDatabase({ dataDir: path.join(folder, 'db') });
  try {
    return await demoAccountsPresent(db);
  } finally {
    await db.destroy();
  }
}

describe('a production start', () => {
  it('creates no account, and prints no password', { timeout: 120_000 }, async () => {
    const folder = await dataFolder();
    const run = await start(folder, PRODUCTION);
    expect(run.outcome).toBe('listening');
    expect(run.stdout).not.toContain(DEMO_PASSWORD);
    expect(run.stdout).toContain('No demo data');
    expect(await demoAccountsIn(folder)).toEqual([]);
  });

  it(
    'stops on a database that holds the demo accounts, naming them; starts when ALLOW_DEMO_ACCOUNTS=1 says so',
    { timeout: 180_000 },
    async () => {
      const folder = await dataFolder();
      await seedDemo(folder);
      const refused = await start(folder, PRODUCTION);
      expect(refused.outcome).toBe(1);
      expect(refused.stderr).toContain('demo accounts');
      expect(refused.stderr).toContain(DEMO_ACCOUNTS.demo);
      expect(refused.stderr).toContain('ALLOW_DEMO_ACCOUNTS=1');
      expect((await start(folder, { ...PRODUCTION, ALLOW_DEMO_ACCOUNTS: '1' })).outcome).toBe('listening');
    },
  );

  it(
    'refuses --demo unless ALLOW_DEMO_ACCOUNTS=1, before it opens any database',
    { timeout: 120_000 },
    async () => {
      const folder = await dataFolder();
      const run = await start(folder, PRODUCTION, ['--demo']);
      expect(run.outcome).toBe(1);
      expect(run.stderr).toContain('--demo');
      expect(existsSync(path.join(folder, 'db'))).toBe(false);
    },
  );
});

describe('a start with --demo (npm start, the tests, the bench)', () => {
  it('seeds the demo accounts and prints how to sign in', { timeout: 120_000 }, async () => {
    const folder = await dataFolder();
    // The cheap hash of the test suites: what this checks is which accounts exist, not scrypt.
    const run = await start(folder, { PASSWORD_TEST_COST: '1' }, ['--demo']);
    expect(run.outcome).toBe('listening');
    expect(run.stdout).toContain(DEMO_ACCOUNTS.demo);
    expect(run.stdout).toContain(DEMO_PASSWORD);
    expect((await demoAccountsIn(folder)).sort()).toEqual(Object.values(DEMO_ACCOUNTS).sort());
  });
});
