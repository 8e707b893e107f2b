/**
 * The longest a unit test waits for a condition before it fails: a ceiling, never pacing, since a wait ends as soon
 * as its condition holds. A lazy chunk, a mocked round trip or a lock handed on can take seconds on a loaded
 * 2-core machine; the libraries' own defaults (one second for Testing Library's `waitFor`, Vitest's `vi.waitFor`
 * and `expect.poll`) made tests fail there at random. Every workspace's vitest.config.ts gives it to `expect.poll`,
 * and scripts/vitest-setup-waits.ts to Testing Library; `vi.waitFor`, which no config reaches, is not used (lint).
 */
export const WAIT_CEILING_MS = 15_000;
