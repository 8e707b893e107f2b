// Stories and tests only: WCAG 2 contrast between two opaque colours, as axe measures it.

/** Red, green and blue, 0–255. */
export type Rgb = readonly [number, number, number];

/** `#rrggbb`, `#rgb`, or the `rgb(r, g, b)` / `rgb(r g b)` a browser's computed style gives; alpha is refused. */
export function parseColour(value: string): Rgb {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/u.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as unknown as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*(?:[,/]\s*([\d.]+%?)\s*)?\)$/u.exec(text);
  if (rgb && (rgb[4] === undefined || rgb[4] === '1' || rgb[4] === '100%')) {
    return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  }
  throw new Error(`Not an opaque colour: ${value}`);
}

/** Whether a colour has no transparency (contrast is measured only between opaque colours). */
export function isOpaque(value: string): boolean {
  try {
    parseColour(value);
    return true;
  } catch {
    return false;
  }
}

function luminance([red, green, blue]: Rgb): number {
  const [r, g, b] = [red, green, blue].map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio, 1 to 21. */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(parseColour(foreground)), luminance(parseColour(background))].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** What WCAG 2 asks of body text: 4.5:1 (AA); 7:1 is AAA. */
export const AA_TEXT = 4.5;
export const AAA_TEXT = 7;
