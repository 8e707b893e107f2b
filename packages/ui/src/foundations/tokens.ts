// Stories and tests only: the design tokens of the root tailwind.config.ts (their one home), flattened into the
// lists the Foundations pages show. Nothing here is copied: a token added to the config shows up by itself.
import config from '../../../../tailwind.config';

const theme = config.theme.extend;

/** One token: its name as Tailwind's utilities spell it (`brand-500`, `ink`, `DEFAULT` dropped) and its value. */
export type Token = { name: string; value: string };

/** A colour token with the top-level family it belongs to (`brand`, `status`…). */
export type ColourToken = Token & { family: string };

type ColourTree = { [key: string]: string | ColourTree };

function flattenColours(tree: ColourTree, prefix: string, family: string): ColourToken[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const name = key === 'DEFAULT' ? prefix : prefix ? `${prefix}-${key}` : key;
    return typeof value === 'string'
      ? [{ name, value, family: family || key }]
      : flattenColours(value, name, family || key);
  });
}

/** Tailwind's suffix for a key: `DEFAULT` is the bare utility (`rounded`, `bg-ink`). */
function suffix(key: string): string {
  return key === 'DEFAULT' ? '' : `-${key}`;
}

export const COLOUR_TOKENS: readonly ColourToken[] = flattenColours(theme.colors, '', '');

/** The colour families in the config's order, each with its tokens. */
export const COLOUR_FAMILIES: readonly { family: string; tokens: ColourToken[] }[] = Object.keys(
  theme.colors,
).map((family) => ({ family, tokens: COLOUR_TOKENS.filter((token) => token.family === family) }));

/** The value of a colour token by its utility name; throws on a name the config does not have. */
export function colour(name: string): string {
  const token = COLOUR_TOKENS.find((entry) => entry.name === name);
  if (!token) throw new Error(`No colour token "${name}" in tailwind.config.ts`);
  return token.value;
}

export type FontFamilyToken = Token & { utility: string; stack: readonly string[] };

export const FONT_FAMILIES: readonly FontFamilyToken[] = Object.entries(theme.fontFamily).map(
  ([name, stack]) => ({
    name,
    utility: `font${suffix(name)}`,
    stack,
    value: stack.join(', '),
  }),
);

export type FontSizeToken = Token & { utility: string; lineHeight: string };

/** Every size of the config is `[size, { lineHeight }]`: a size without its own line height fails loudly here. */
function sizeWithLineHeight(name: string, entry: readonly unknown[]): [string, string] {
  const [size, options] = entry;
  const lineHeight = (options as { lineHeight?: unknown } | undefined)?.lineHeight;
  if (typeof size !== 'string' || typeof lineHeight !== 'string') {
    throw new Error(`fontSize.${name} in tailwind.config.ts is not [size, { lineHeight }]`);
  }
  return [size, lineHeight];
}

export const FONT_SIZES: readonly FontSizeToken[] = Object.entries(theme.fontSize).map(([name, entry]) => {
  const [value, lineHeight] = sizeWithLineHeight(name, entry);
  return { name, utility: `text${suffix(name)}`, value, lineHeight };
});

/** A token whose utility name differs from its key (`rounded`, `shadow-card`, `w-menu-wide`). */
export type UtilityToken = Token & { utility: string };

function utilities(tree: Record<string, string>, prefix: string): UtilityToken[] {
  return Object.entries(tree).map(([name, value]) => ({
    name: name === 'DEFAULT' ? prefix : `${prefix}-${name}`,
    utility: `${prefix}${suffix(name)}`,
    value,
  }));
}

/** The named spacing tokens (any spacing utility takes them: `w-menu-wide`, `ms-menu-narrow`…). */
export const SPACING_TOKENS: readonly UtilityToken[] = Object.entries(theme.spacing).map(([name, value]) => ({
  name,
  utility: `w-${name}`,
  value,
}));

export const RADIUS_TOKENS: readonly UtilityToken[] = utilities(theme.borderRadius, 'rounded');

export const SHADOW_TOKENS: readonly UtilityToken[] = utilities(theme.boxShadow, 'shadow');

/** The breakpoints, used as variants (`wide:w-menu-wide`). */
export const BREAKPOINTS: readonly UtilityToken[] = Object.entries(theme.screens).map(([name, value]) => ({
  name,
  utility: `${name}:`,
  value,
}));

/** A CSS length in px, the unit designers measure in (`0.875rem` → 14 at the default root font size). */
export function toPx(length: string, rootFontSize = 16): number {
  const match = /^(-?[\d.]+)(px|rem)$/u.exec(length.trim());
  if (!match) throw new Error(`Not a px or rem length: ${length}`);
  return Number(match[1]) * (match[2] === 'rem' ? rootFontSize : 1);
}
