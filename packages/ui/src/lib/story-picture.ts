/**
 * Pictures for stories: a flat colour with a label on it, as an inline SVG data URL (no network, same pixels
 * everywhere). The label names Noto Sans, the font the visual baselines are made with: the generic `sans-serif`
 * inside an SVG image resolves to Liberation Sans wherever `fonts-liberation` is installed.
 */
export interface LabelledPictureOptions {
  width: number;
  height: number;
  hue: number;
  label: string;
  /** Vertical position of the label's baseline, in percent of the height. */
  baselinePercent: number;
  fontSize: number;
}

export function labelledPicture({
  width,
  height,
  hue,
  label,
  baselinePercent,
  fontSize,
}: LabelledPictureOptions): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="hsl(${hue} 55% 70%)"/>` +
    `<text x="50%" y="${baselinePercent}%" font-family="Noto Sans, sans-serif" font-size="${fontSize}" ` +
    `text-anchor="middle" fill="hsl(${hue} 60% 25%)">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
