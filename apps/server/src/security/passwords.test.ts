import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, settingsFromEnv } from '../settings';
import { hashPassword, needsRehash, PASSWORD_COST, TEST_PASSWORD_COST, verifyPassword } from './passwords';

const fromEnv = (env: NodeJS.ProcessEnv) => settingsFromEnv(env, '/tmp/u', 'http://localhost:1');

describe('password cost', () => {
  it("stays OWASP's scrypt N=2^17, r=8, p=1 unless a test lowers it", async () => {
    expect(PASSWORD_COST).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(DEFAULT_SETTINGS.passwordCost).toBe(PASSWORD_COST);
    expect(fromEnv({}).passwordCost).toBe(PASSWORD_COST);
    expect(fromEnv({ PASSWORD_TEST_COST: '0' }).passwordCost).toBe(PASSWORD_COST);
    expect(await hashPassword('Creator#2026')).toMatch(/^scrypt\$131072\$8\$1\$/u);
  });

  it('is lowered by PASSWORD_TEST_COST=1, which is refused with NODE_ENV=production', () => {
    expect(fromEnv({ PASSWORD_TEST_COST: '1' }).passwordCost).toBe(TEST_PASSWORD_COST);
    expect(() => fromEnv({ PASSWORD_TEST_COST: 'yes' })).toThrow(/PASSWORD_TEST_COST/u);
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://creators.example', TRUST_PROXY: '1' };
    expect(() => fromEnv(production)).not.toThrow();
    expect(() => fromEnv({ ...production, PASSWORD_TEST_COST: '1' })).toThrow(
      /PASSWORD_TEST_COST must not be set with NODE_ENV=production/u,
    );
  });

  it('makes hashes at the test cost that carry their cheap N and verify; the production cost replaces them at the next sign-in', async () => {
    const hash = await hashPassword('Creator#2026', TEST_PASSWORD_COST);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/u);
    expect(await verifyPassword('Creator#2026', hash)).toBe(true);
    expect(await verifyPassword('Creator#2027', hash)).toBe(false);
    // A database filled by a test run and then served for real: its cheap hashes do not stay cheap.
    expect(needsRehash(hash, TEST_PASSWORD_COST)).toBe(false);
    expect(needsRehash(hash, PASSWORD_COST)).toBe(true);
    // A production hash under the test cost is checked at its own cost and left as it is.
    expect(needsRehash(await hashPassword('Creator#2026'), TEST_PASSWORD_COST)).toBe(false);
  });
});
