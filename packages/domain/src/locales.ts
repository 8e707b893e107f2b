/**
 * The four locales the product is translated into and the 21 entries of the language picker (contract.md,
 * "Languages"), each mapped onto one of them. `clang` holds the locale; `clang_entry` the entry id.
 * Labels are autonyms: every entry is written in its own language, whatever the page's locale.
 */

export const LOCALES = ['en-US', 'zh-Hans-CN', 'id-ID', 'ar-EG'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

export type LanguageEntry = {
  /** A BCP 47 tag naming the language and country, kept in local storage as `clang_entry`. */
  id: string;
  /** The entry as the picker shows it. */
  label: string;
  /** The locale whose translations the entry uses (sent as `clang`). */
  locale: Locale;
};

export const LANGUAGE_ENTRIES = [
  { id: 'en-US', label: 'English (United States)', locale: 'en-US' },
  { id: 'en-GB', label: 'English (United Kingdom)', locale: 'en-US' },
  { id: 'en-IN', label: 'English (India)', locale: 'en-US' },
  { id: 'en-NG', label: 'English (Nigeria)', locale: 'en-US' },
  { id: 'en-KE', label: 'English (Kenya)', locale: 'en-US' },
  { id: 'en-ZA', label: 'English (South Africa)', locale: 'en-US' },
  { id: 'en-PH', label: 'English (Philippines)', locale: 'en-US' },
  { id: 'en-PK', label: 'English (Pakistan)', locale: 'en-US' },
  { id: 'en-GH', label: 'English (Ghana)', locale: 'en-US' },
  { id: 'en-MY', label: 'English (Malaysia)', locale: 'en-US' },
  { id: 'en-SG', label: 'English (Singapore)', locale: 'en-US' },
  { id: 'en-AU', label: 'English (Australia)', locale: 'en-US' },
  { id: 'en-CA', label: 'English (Canada)', locale: 'en-US' },
  { id: 'zh-Hans-CN', label: '简体中文 (中国)', locale: 'zh-Hans-CN' },
  { id: 'id-ID', label: 'Bahasa Indonesia (Indonesia)', locale: 'id-ID' },
  { id: 'ar-EG', label: 'العربية (مصر)', locale: 'ar-EG' },
  { id: 'ar-SA', label: 'العربية (السعودية)', locale: 'ar-EG' },
  { id: 'ar-AE', label: 'العربية (الإمارات)', locale: 'ar-EG' },
  { id: 'ar-MA', label: 'العربية (المغرب)', locale: 'ar-EG' },
  { id: 'ar-IQ', label: 'العربية (العراق)', locale: 'ar-EG' },
  { id: 'ar-JO', label: 'العربية (الأردن)', locale: 'ar-EG' },
] as const satisfies readonly LanguageEntry[];

export type LanguageEntryId = (typeof LANGUAGE_ENTRIES)[number]['id'];

/** The name of each locale's language, in that language: the picker's group headings. */
export const LOCALE_NAMES: Record<Locale, string> = {
  'en-US': 'English',
  'zh-Hans-CN': '简体中文',
  'id-ID': 'Bahasa Indonesia',
  'ar-EG': 'العربية',
};

const byId = new Map<string, LanguageEntry>(LANGUAGE_ENTRIES.map((entry) => [entry.id, entry]));

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale a stored or sent value names: one of the four, else the default (an old, empty or foreign value). */
export function localeOf(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/**
 * The locale stored under `key` (the session's `clang`): one of `locales`, else `fallback`, which is also the
 * answer where storage is refused (reading `localStorage` itself throws there, hence the getter). index.html's two
 * inline scripts read the locale with it before the bundle, and run it as written, so it names nothing outside
 * itself (apps/portal/src/first-paint/); the bundle reads the session's (`localeOf` of what it stores, the same
 * answer: the first paint's tests hold the two together).
 */
export function storedLocale<L extends string>(
  storage: () => Pick<Storage, 'getItem'>,
  key: string,
  locales: readonly L[],
  fallback: L,
): L {
  let stored: string | null = null;
  try {
    stored = storage().getItem(key);
  } catch {
    // Storage refused (a privacy mode): the fallback.
  }
  return stored !== null && (locales as readonly string[]).includes(stored) ? (stored as L) : fallback;
}

export function isLanguageEntryId(value: unknown): value is LanguageEntryId {
  return typeof value === 'string' && byId.has(value);
}

export function languageEntry(id: string): LanguageEntry | undefined {
  return byId.get(id);
}

/** The locale an entry uses; the default locale for an unknown id (a stale `clang_entry`, say). */
export function localeOfEntry(id: string | null | undefined): Locale {
  return (id ? byId.get(id)?.locale : undefined) ?? DEFAULT_LOCALE;
}

/** The entry to show for a locale when no entry was chosen: the one with the same tag. */
export function defaultEntryOf(locale: Locale): LanguageEntryId {
  return LANGUAGE_ENTRIES.find((entry) => entry.locale === locale && entry.id === locale)?.id ?? 'en-US';
}

/** The entries grouped by locale, in the order of `LOCALES`. */
export function entriesByLocale(): Array<{ locale: Locale; entries: LanguageEntry[] }> {
  return LOCALES.map((locale) => ({
    locale,
    entries: LANGUAGE_ENTRIES.filter((entry) => entry.locale === locale),
  }));
}

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar-EG' ? 'rtl' : 'ltr';
}
