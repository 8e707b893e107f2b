import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { getStorySortParameter } from 'storybook/internal/csf-tools';

// The sidebar a designer navigates (docs/storybook.md): every title has its place in the order that
// .storybook/preview.tsx gives, read as Storybook reads it, and no group holds a single entry.
const here = path.dirname(fileURLToPath(import.meta.url));
const titles = [
  ...new Set(
    Object.values(
      (
        JSON.parse(readFileSync(path.resolve(here, '../../storybook-static/index.json'), 'utf8')) as {
          entries: Record<string, { title: string }>;
        }
      ).entries,
    ).map((entry) => entry.title),
  ),
];
type Order = (string | Order)[];
const { order } = getStorySortParameter(
  readFileSync(path.resolve(here, '../../.storybook/preview.tsx'), 'utf8'),
) as { order: Order };

test('every group and every entry of an ordered group has its place in the sidebar order', () => {
  const unplaced: string[] = [];
  for (const title of titles) {
    let level = order;
    for (const [depth, name] of title.split('/').slice(0, 2).entries()) {
      const index = level.indexOf(name);
      if (index === -1) {
        unplaced.push(`${name} (of ${title})`);
        break;
      }
      const next = level[index + 1];
      if (depth === 1 || !Array.isArray(next)) break;
      level = next;
    }
  }
  expect(unplaced).toEqual([]);
});

test('no group of the sidebar holds a single entry', () => {
  const children = new Map<string, Set<string>>();
  for (const parts of titles.map((title) => title.split('/'))) {
    for (let depth = 1; depth < parts.length; depth += 1) {
      const group = parts.slice(0, depth).join('/');
      children.set(group, (children.get(group) ?? new Set()).add(parts[depth]!));
    }
  }
  const single = [...children].filter(([, entries]) => entries.size < 2).map(([group]) => group);
  expect(single).toEqual([]);
});
