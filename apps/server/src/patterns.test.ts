import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyse } from 'scslre';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { adversarialStrings } from './testing/adversarial';

/*
 * Issue 31: no pattern of the rules or the server may take more than linear time on any input. Every regular
 * expression literal in their sources, and every pattern a module exports (some are built from constants), is
 *   1. analysed (scslre, the analysis behind the lint rules regexp/no-super-linear-*): no quantifier may trade
 *      characters with another, nor the search retry a loop from every position;
 *   2. attacked: run over the whole of every adversarial shape of 100 000 characters, under a ceiling that a
 *      linear pattern stays far under even on a slow machine, and a quadratic one far over.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const SOURCES = ['packages/forms/src', 'packages/api/src/schemas', 'packages/domain/src', 'apps/server/src'];
const NOT_SERVED = /\.(?:test|stories)\.tsx?$|\/(?:testing|mocks)\//u;
const ATTACK_LENGTH = 100_000;

interface Pattern {
  where: string;
  regex: RegExp;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => `${folder}/${file}`)
    .filter((file) => /\.tsx?$/u.test(file) && !NOT_SERVED.test(file));
}

function literalPatterns(file: string): Pattern[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(root, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: Pattern[] = [];
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const text = node.getText(source);
      const end = text.lastIndexOf('/');
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push({
        where: `${file}:${line} ${text}`,
        regex: new RegExp(text.slice(1, end), text.slice(end + 1)),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

async function exportedPatterns(): Promise<Pattern[]> {
  const modules = [
    ...sourceFiles('packages/forms/src/rules').map(
      (file) => `@creator/forms/rules/${path.basename(file, '.ts')}`,
    ),
    ...sourceFiles('apps/server/src')
      .filter((file) => !file.endsWith('main.ts'))
      .map((file) => path.join(root, file)),
  ];
  const found: Pattern[] = [];
  for (const name of modules) {
    for (const [key, value] of Object.entries(await import(name))) {
      if (value instanceof RegExp)
        found.push({ where: `${path.basename(name)} export ${key} ${String(value)}`, regex: value });
    }
  }
  return found;
}

const patterns = [...SOURCES.flatMap(sourceFiles).flatMap(literalPatterns), ...(await exportedPatterns())];
/** Made once (about 80 MB): remaking them for each pattern cost more than running the patterns. */
const attacks = [...adversarialStrings(ATTACK_LENGTH)];

describe('every pattern of the rules and the server is linear', () => {
  it('finds the patterns (the scan reads what it should)', () => {
    expect(patterns.length).toBeGreaterThan(60);
    expect(patterns.map((pattern) => pattern.where)).toContainEqual(
      expect.stringContaining('export EMAIL_PATTERN'),
    );
  });

  it.each(patterns)('$where: no quantifier can backtrack super-linearly', ({ regex }) => {
    const reports = analyse({ source: regex.source, flags: regex.flags }).reports;
    expect(reports.map((report) => `${report.type} on ${JSON.stringify(report.character.pick)}`)).toEqual([]);
  });

  // The ceiling is the assertion: the slowest linear pattern takes under 2 s here on a loaded machine, the old
  // email pattern took 52 s. The loop yields after each input, so that the ceiling can fire at all.
  it.each(patterns)('$where: runs over every adversarial shape', { timeout: 20_000 }, async ({ regex }) => {
    const everywhere = new RegExp(regex.source, regex.flags.includes('g') ? regex.flags : `${regex.flags}g`);
    for (const input of attacks) {
      // Every match of the whole input, as `replace` and `match` go through it.
      input.replace(everywhere, '');
      await new Promise(setImmediate);
    }
  });
});
