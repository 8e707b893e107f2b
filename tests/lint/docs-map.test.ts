// docs/architecture.md is the map a newcomer reads first, and docs/decisions/ the records behind it: a path they
// name that no longer exists sends a reader nowhere, so every path they write in backticks must be in the tree.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAP = 'docs/architecture.md';
const DECISIONS = 'docs/decisions';
const INDEX = `${DECISIONS}/README.md`;
/** Short enough to read in ten minutes. */
const MAP_MAX_LINES = 200;
/** A record: a four-digit number and a short kebab-case name. */
const RECORD_NAME = /^\d{4}-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/u;
/** The folders a repository path starts with. */
const PATH_START = /^(?:apps|packages|docs|tests|scripts|bench)\//u;
/** A pattern rather than one path: `<area>`-style placeholders, globs, brace sets, an ellipsis. */
const PATTERN = /[<>*{}…]/u;

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const records = readdirSync(path.join(root, DECISIONS)).filter((name) => name !== 'README.md');
/** The other documents a newcomer reads: docs/ and every workspace's README. */
const others = [
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md') && name !== 'architecture.md')
    .map((name) => `docs/${name}`),
  'README.md',
  ...['packages', 'apps'].flatMap((folder) =>
    readdirSync(path.join(root, folder))
      .map((name) => `${folder}/${name}/README.md`)
      .filter((file) => existsSync(path.join(root, file))),
  ),
];
const documents = [MAP, INDEX, ...records.map((name) => `${DECISIONS}/${name}`), ...others];

/** The code spans of a Markdown text, fenced blocks left out. */
function codeSpans(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gmu, '');
  return [...prose.matchAll(/`([^`\n]+)`/gu)].map((match) => match[1] as string);
}

/** The relative link targets of a Markdown text (`[text](target)`), anchors and web addresses left out. */
function relativeLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/gu)]
    .map((match) => (match[1] as string).split('#')[0] as string)
    .filter((target) => target !== '' && !/^[a-z]+:/u.test(target));
}

/** Whether a repository path is in the tree: a trailing slash asks for a folder. */
function exists(repoPath: string): boolean {
  const full = path.join(root, repoPath);
  if (!existsSync(full)) return false;
  return repoPath.endsWith('/') ? statSync(full).isDirectory() : true;
}

describe('the architecture map and the decision records', () => {
  it.each(documents)('every repository path %s names is in the tree', (file) => {
    const paths = codeSpans(read(file)).filter((span) => PATH_START.test(span) && !PATTERN.test(span));
    // A path is written alone in its backticks, so that it can be checked (and copied) as it is.
    const problems = paths.flatMap((span) =>
      /\s/u.test(span) ? [`${span} (not a path alone)`] : exists(span) ? [] : [span],
    );
    expect(problems).toEqual([]);
  });

  it.each(documents)('every relative link of %s leads to a file', (file) => {
    const dir = path.dirname(path.join(root, file));
    const broken = relativeLinks(read(file)).filter((target) => !existsSync(path.resolve(dir, target)));
    expect(broken).toEqual([]);
  });

  it(`${MAP} stays under ${MAP_MAX_LINES} lines`, () => {
    expect(read(MAP).split('\n').length).toBeLessThan(MAP_MAX_LINES);
  });

  it('every record is named NNNN-short-name.md and listed in the index, and the index lists no other', () => {
    expect(records.filter((name) => !RECORD_NAME.test(name))).toEqual([]);
    const listed = relativeLinks(read(INDEX))
      .map((target) => path.basename(target))
      .filter((name) => RECORD_NAME.test(name));
    expect([...new Set(listed)].sort()).toEqual([...records].sort());
  });

  it(`${MAP} links to the decisions index`, () => {
    expect(relativeLinks(read(MAP))).toContain('decisions/README.md');
  });
});
