import { describe, expect, it } from 'vitest';
import config from '../../../../tailwind.config';
import { DESK_MEDIA_QUERY } from '../lib/use-desk-layout';
import { AA_TEXT, contrastRatio, isOpaque, parseColour } from './contrast';
import {
  BREAKPOINTS,
  COLOUR_FAMILIES,
  COLOUR_TOKENS,
  colour,
  FONT_FAMILIES,
  FONT_SIZES,
  RADIUS_TOKENS,
  SHADOW_TOKENS,
  SPACING_TOKENS,
  toPx,
} from './tokens';

const theme = config.theme.extend;

/** Every leaf of a nested token object, counted. */
function leaves(tree: object): number {
  return Object.values(tree).reduce<number>(
    (count, value) => count + (typeof value === 'object' && value !== null ? leaves(value) : 1),
    0,
  );
}

describe('the tokens of the Foundations pages', () => {
  it('hold every colour of the config, once, under its utility name', () => {
    expect(COLOUR_TOKENS).toHaveLength(leaves(theme.colors));
    expect(new Set(COLOUR_TOKENS.map((token) => token.name)).size).toBe(COLOUR_TOKENS.length);
    expect(colour('ink')).toBe(theme.colors.ink.DEFAULT);
    expect(colour('brand-500')).toBe(theme.colors.brand[500]);
    expect(colour('status-pending-fg')).toBe(theme.colors.status.pending.fg);
    expect(() => colour('brand-950')).toThrow(/brand-950/u);
    expect(COLOUR_FAMILIES.map((group) => group.family)).toEqual(Object.keys(theme.colors));
    expect(COLOUR_FAMILIES.flatMap((group) => group.tokens)).toHaveLength(COLOUR_TOKENS.length);
  });

  it('hold every type, spacing, radius, shadow and breakpoint token', () => {
    expect(FONT_FAMILIES.map((token) => token.utility)).toEqual(['font-sans', 'font-mono']);
    expect(FONT_FAMILIES[0]?.stack).toEqual(theme.fontFamily.sans);
    expect(FONT_FAMILIES[1]?.stack).toEqual(theme.fontFamily.mono);
    expect(FONT_SIZES.map((token) => [token.utility, token.value, token.lineHeight])).toEqual(
      Object.entries(theme.fontSize).map(([name, [size, options]]) => [
        `text-${name}`,
        size,
        (options as { lineHeight: string }).lineHeight,
      ]),
    );
    expect(SPACING_TOKENS.map((token) => [token.name, token.value])).toEqual(Object.entries(theme.spacing));
    expect(RADIUS_TOKENS.map((token) => token.utility)).toEqual([
      'rounded-sm',
      'rounded',
      'rounded-md',
      'rounded-lg',
      'rounded-xl',
    ]);
    expect(RADIUS_TOKENS.map((token) => token.value)).toEqual(Object.values(theme.borderRadius));
    expect(SHADOW_TOKENS.map((token) => token.utility)).toEqual(
      Object.keys(theme.boxShadow).map((name) => `shadow-${name}`),
    );
    expect(BREAKPOINTS).toEqual([
      { name: 'sm', utility: 'sm:', value: theme.screens.sm },
      { name: 'wide', utility: 'wide:', value: theme.screens.wide },
    ]);
    // One unit, so that the CSS orders the media queries by width.
    expect(BREAKPOINTS.map((token) => toPx(token.value))).toEqual([640, 1190]);
    expect(BREAKPOINTS.every((token) => token.value.endsWith('rem'))).toBe(true);
    // The widgets whose phone and desk forms differ in markup ask the same breakpoint in script.
    expect(DESK_MEDIA_QUERY).toBe(`(min-width: ${theme.screens.sm})`);
  });
});

describe('contrast', () => {
  it('reads hex and computed colours, and refuses transparent ones', () => {
    expect(parseColour('#1f57d6')).toEqual([31, 87, 214]);
    expect(parseColour('#fff')).toEqual([255, 255, 255]);
    expect(parseColour('rgb(29, 33, 41)')).toEqual([29, 33, 41]);
    expect(parseColour('rgb(29 33 41 / 1)')).toEqual([29, 33, 41]);
    expect(isOpaque(colour('surface-overlay'))).toBe(false);
    expect(isOpaque('rgba(0, 0, 0, 0.5)')).toBe(false);
  });

  it('measures as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // Symmetric, and the grey that just fails on white.
    expect(contrastRatio('#ffffff', '#777777')).toBeCloseTo(contrastRatio('#777777', '#ffffff'), 10);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(AA_TEXT);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
