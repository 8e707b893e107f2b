// Starts the reference server on the portal's production build with a fresh in-memory database, for the
// scripts that drive a browser against it (the size check, the bench). Stop it with `stop()`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The captcha every automated sign-in types (the server accepts it only when CAPTCHA_TEST_CODE says so). */
export const TEST_CAPTCHA = 'E2E4';

export async function startReferenceServer({ port, env = {} }) {
  const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts', '--demo'], {
    cwd: root,
    // Automated runs sign in many times from one address: the attempt limits are relaxed for them, and the
    // password hashes are cheap (what they measure is the portal, not scrypt; the server's bench measures that).
    env: {
      ...process.env,
      PORT: String(port),
      HOST: 'localhost',
      DATA_DIR: 'memory://',
      RELAX_ATTEMPT_LIMITS: '1',
      PASSWORD_TEST_COST: '1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const url = `http://localhost:${port}`;
  const until = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the reference server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) {
      server.kill('SIGTERM');
      throw new Error(`${url} did not come up`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: async () => {
      server.kill('SIGTERM');
      await exited;
    },
  };
}

/** The demo seed's accounts (apps/server/src/db/): every one has the same password. */
export const DEMO_ACCOUNTS = {
  demo: { email: 'demo@creator.test', password: 'Creator#2026' },
  writer: { email: 'writer@creator.test', password: 'Creator#2026' },
};

/**
 * Signs in through the sign-in page once, in English, and returns the browser storage of a signed-in visitor
 * (Playwright's `storageState`) once the home page has greeted them, for the scripts that then open pages
 * signed in.
 */
export async function signedInStorage(browser, baseURL, account = DEMO_ACCOUNTS.demo) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  // The code of the picture shown: a code sent before the challenge has arrived names none.
  await page.locator('[data-slot="captcha-image"] img').waitFor();
  await page.getByRole('textbox', { name: 'Verification code', exact: true }).fill(TEST_CAPTCHA);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/home');
  // The greeting names the creator once the account is in: the portal then remembers the name for the next first
  // paint, as a returning creator's browser holds it.
  await page.getByRole('heading', { name: /^Welcome back, / }).waitFor();
  const state = await context.storageState();
  await context.close();
  return state;
}
