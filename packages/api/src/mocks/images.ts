/** Inline SVG images as data: URLs, so that fixtures never touch the network. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export interface PictureOptions {
  width: number;
  height: number;
  hue: number;
  label?: string;
}

/** A soft gradient with a sun and hills: recognisable as "a photo" in lists and previews. */
export function picture(options: PictureOptions): string {
  return svgDataUrl(pictureSvg(options));
}

/** The SVG text of {@link picture} (what the mock image host answers). */
export function pictureSvg({ width, height, hue, label }: PictureOptions): string {
  const sky = `hsl(${hue} 70% 82%)`;
  const hill = `hsl(${(hue + 120) % 360} 45% 45%)`;
  const sun = `hsl(${(hue + 40) % 360} 90% 60%)`;
  const text = label
    ? `<text x="50%" y="${height - 24}" font-family="Noto Sans, sans-serif" font-size="${Math.round(height / 12)}" text-anchor="middle" fill="#fff">${label}</text>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#fff"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<circle cx="${width * 0.75}" cy="${height * 0.3}" r="${Math.min(width, height) / 8}" fill="${sun}"/>` +
    `<path d="M0 ${height * 0.75} Q ${width * 0.3} ${height * 0.5} ${width * 0.6} ${height * 0.72} T ${width} ${height * 0.7} V ${height} H 0 Z" fill="${hill}"/>` +
    text +
    `</svg>`
  );
}

/** A round avatar with initials. */
export function avatar(initials: string, hue: number): string {
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">` +
      `<rect width="128" height="128" fill="hsl(${hue} 55% 55%)"/>` +
      `<text x="64" y="80" font-family="Noto Sans, sans-serif" font-size="48" text-anchor="middle" fill="#fff">${initials}</text></svg>`,
  );
}

/** The captcha picture: the characters on a noisy background. */
export function captchaPicture(code: string, noise: readonly [number, number, number, number][]): string {
  const lines = noise
    .map(
      ([x1, y1, x2, y2]) =>
        `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#889" stroke-width="1.5"/>`,
    )
    .join('');
  const letters = [...code]
    .map(
      (character, index) =>
        `<text x="${18 + index * 26}" y="32" font-family="monospace" font-size="26" fill="hsl(${index * 80} 60% 35%)" transform="rotate(${index % 2 ? 8 : -8} ${18 + index * 26} 32)">${character}</text>`,
    )
    .join('');
  return `data:image/svg+xml;base64,${btoa(`<svg xmlns="http://www.w3.org/2000/svg" width="120" height="44" viewBox="0 0 120 44"><rect width="120" height="44" fill="#f2f3f7"/>${lines}${letters}</svg>`)}`;
}
