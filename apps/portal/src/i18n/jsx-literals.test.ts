import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../../..');

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceDirAllowed(entry.name) ? componentFiles(full) : [];
    return entry.name.endsWith('.tsx') && !/\.(stories|test|test-helper)\.tsx$/.test(entry.name)
      ? [full]
      : [];
  });
}

function sourceDirAllowed(name: string): boolean {
  return name !== 'node_modules' && name !== 'compiled';
}

/** Text between JSX tags that holds a letter: a user-facing string that skipped the catalogues. */
export function jsxLiterals(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /\p{L}/u.test(node.text)) {
      const { line } = tree.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${path.relative(root, file)}:${line + 1} "${node.text.trim()}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

describe('user-facing text in JSX', () => {
  it('finds a literal in JSX text, and not in expressions or attributes', () => {
    const probe = path.join(root, 'apps/portal/src/probe.tsx');
    expect(jsxLiterals(probe, 'const a = <p title="x">Hello {name}</p>;')).toEqual([
      'apps/portal/src/probe.tsx:1 "Hello"',
    ]);
    expect(jsxLiterals(probe, 'const a = <p>{intl.formatMessage(m)} · 99+</p>;')).toEqual([]);
  });

  it.each(['apps/portal/src', 'packages/ui/src/components'])(
    '%s holds none: every string is a message',
    (dir) => {
      const files = componentFiles(path.join(root, dir));
      expect(files.length).toBeGreaterThan(5);
      const literals = files.flatMap((file) => jsxLiterals(file, readFileSync(file, 'utf8')));
      expect(literals).toEqual([]);
    },
  );
});
