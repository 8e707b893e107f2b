import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { directionOf, LOCALES, type Locale } from '@creator/domain/locales';
import { manifestHref } from '../src/service-worker/manifest-href.ts';
import { THEME_COLOR, webManifestMessages } from '../src/service-worker/web-manifest.ts';

type Catalogue = Record<string, string>;

/** The web app manifest in `locale`, its words from the locale's catalogue (English where one is missing). */
export function webManifest(locale: Locale, catalogue: Catalogue) {
  const say = (message: { id: string; defaultMessage: string }) =>
    catalogue[message.id] ?? message.defaultMessage;
  return {
    id: '/',
    name: say(webManifestMessages.name),
    short_name: say(webManifestMessages.shortName),
    description: say(webManifestMessages.description),
    lang: locale,
    dir: directionOf(locale),
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/**
 * Writes `manifest.<locale>.webmanifest` for each of the four languages into the build, and the page's
 * `theme-color` (the manifest's, from one constant).
 */
export function webManifests(portal: string): Plugin {
  return {
    name: 'creator:web-manifests',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'theme-color', content: THEME_COLOR }, injectTo: 'head' },
    ],
    generateBundle() {
      for (const locale of LOCALES) {
        const catalogue = JSON.parse(
          readFileSync(path.join(portal, 'src/messages', `${locale}.json`), 'utf8'),
        ) as Catalogue;
        this.emitFile({
          type: 'asset',
          fileName: manifestHref(locale).slice(1),
          source: JSON.stringify(webManifest(locale, catalogue), null, 2),
        });
      }
    },
  };
}
