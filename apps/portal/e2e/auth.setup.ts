import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SESSION_KEYS } from '@creator/api/client/session';
import { test as setup } from '@playwright/test';
import { prepare, SIGNED_IN_ACCOUNTS, signedInAs, signIn } from './helpers';

/**
 * What a signed-in visitor's storage holds of the session: the three keys the route guards read, and the client id
 * the client made for the sign-in (with it, index.html sends the frame's calls before the bundle: decision 0028).
 */
const SESSION: readonly string[] = [
  SESSION_KEYS.token,
  SESSION_KEYS.uregion,
  SESSION_KEYS.country,
  SESSION_KEYS.clientId,
];

// Each account signs in through the page once; the tests start from the session it left behind. The language
// and the cookie consent are left out: each test sets them as it needs (prepare in helpers.ts).
for (const account of SIGNED_IN_ACCOUNTS) {
  setup(`sign in as ${account.email}`, async ({ page }) => {
    await prepare(page);
    await signIn(page, account.email);
    const { origins } = await page.context().storageState();
    const session = origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.filter((entry) => SESSION.includes(entry.name)),
    }));
    // One file per account holds its session on each server the suite signs in to (the normal one and the
    // contract-only one are two origins): a run of one project keeps the other's entry.
    const file = signedInAs(account);
    await mkdir(path.dirname(file), { recursive: true });
    const kept = await readFile(file, 'utf8')
      .then((text) => (JSON.parse(text) as { origins: typeof session }).origins)
      .catch(() => []);
    const others = kept.filter((entry) => !session.some((own) => own.origin === entry.origin));
    await writeFile(file, JSON.stringify({ cookies: [], origins: [...others, ...session] }, null, 2));
  });
}
