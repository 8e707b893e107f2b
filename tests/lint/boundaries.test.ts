// The boundaries of eslint.config.js, checked by linting planted files (tests/lint/boundary-cases.ts) with the
// real config: a boundary that stops reporting, or a config that reports everything, fails here.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { BOUNDARIES, type BoundaryCase } from './boundary-cases';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// One instance for every case: the config is loaded once.
const eslint = new ESLint({ cwd: root });

async function lint({ file, code }: BoundaryCase) {
  const results = await eslint.lintText(code, { filePath: path.join(root, file), warnIgnored: true });
  return results
    .flatMap((result) => result.messages)
    .map(({ ruleId, line, message }) => ({ ruleId, line, message }));
}

/**
 * A ceiling for one lint of a planted file, not a pace: the first of a run loads ESLint's configuration and its
 * plugins, which took over Vitest's default 5 s on a loaded CI machine.
 */
const LINT_TIMEOUT_MS = 60_000;

describe.each(Object.entries(BOUNDARIES))('%s', (_, cases) => {
  it.each(cases.map((entry) => [entry.name, entry] as const))(
    '%s',
    async (_name, entry) => {
      const messages = await lint(entry);
      if (entry.reportedBy) {
        // Exactly one report: one setting per file, no two patterns of it matching the same import.
        expect(messages).toEqual([expect.objectContaining({ ruleId: entry.reportedBy, line: 1 })]);
      } else {
        expect(messages).toEqual([]);
      }
    },
    LINT_TIMEOUT_MS,
  );
});
