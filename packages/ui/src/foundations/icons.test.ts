import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { USED_ICONS } from './icons';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The code whose icons the Foundations/Icons page shows (this folder left out: it imports them all). */
const SOURCES = [path.resolve(here, '..'), path.resolve(here, '../../../../apps/portal/src')];
const ICON_IMPORT = /['"]lucide-react\/icons\/([a-z0-9-]+)['"]/gu;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return full === here ? [] : sourceFiles(full);
    return /\.(?:ts|tsx)$/u.test(entry.name) ? [full] : [];
  });
}

function iconsImportedByTheCode(): string[] {
  const names = SOURCES.flatMap(sourceFiles).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(ICON_IMPORT)].map((match) => match[1]!),
  );
  return [...new Set(names)].sort();
}

describe('the icons of Foundations/Icons', () => {
  it('are exactly the icons the ui package and the portal import', () => {
    const shown = USED_ICONS.map((icon) => icon.name);
    expect(shown).toEqual([...new Set(shown)].sort());
    expect(shown).toEqual(iconsImportedByTheCode());
  });

  it.each(USED_ICONS.map((icon) => [icon.name, icon] as const))(
    '%s is the component its path exports',
    async (name, icon) => {
      const module = (await import(`lucide-react/icons/${name}`)) as { default: unknown };
      expect(icon.Icon).toBe(module.default);
    },
  );
});
