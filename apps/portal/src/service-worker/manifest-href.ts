import type { Locale } from '@creator/domain/locales';

/**
 * The address of the web app manifest in `locale` (build/web-manifest.ts writes one per language): index.html's
 * `<link rel="manifest">` follows the language (src/i18n/intl-provider.tsx).
 */
export const manifestHref = (locale: Locale) => `/manifest.${locale}.webmanifest`;
