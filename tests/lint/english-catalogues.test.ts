import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENGLISH_WORKSPACES, englishFile, englishOf, serialise } from '../../scripts/english-catalogues';

// English is written once, in the source; en-US.json is made from it (scripts/english-catalogues.ts).
describe.each(ENGLISH_WORKSPACES)('the English catalogue of %s', (workspace) => {
  it('is what the source declares (npm run i18n:english writes it)', async () => {
    expect(readFileSync(englishFile(workspace), 'utf8')).toBe(serialise(await englishOf(workspace)));
  }, 120_000);
});

describe('message ids', () => {
  it('are kebab-case in every segment, in every workspace', async () => {
    for (const workspace of ENGLISH_WORKSPACES) {
      for (const id of Object.keys(await englishOf(workspace))) {
        expect(id, workspace).toMatch(/^(?:ui|forms|api|portal)(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)+$/);
      }
    }
  }, 120_000);
});
