import { apiSession } from '@creator/api/client/config';
import { defaultEntryOf, isLocale, languageEntry, type LanguageEntry } from '@creator/domain/locales';

// The language choice itself, apart from the picker that shows it on /login: the top bar's language menu uses
// these alone, and a module holding both brought ui's 21-entry picker into every signed-in page.

/** Keeps the chosen entry and its locale (sent as `clang` on every call), then reloads in that language. */
export function chooseLanguage(entryId: string): void {
  const entry = languageEntry(entryId);
  if (!entry) return;
  apiSession().setLanguage(entry.locale, entry.id);
  window.location.reload();
}

/** The entry to show: the stored one when it maps onto the locale in use, else the locale's own. */
export function currentEntry(locale: string): LanguageEntry {
  const stored = languageEntry(apiSession().get().clangEntry ?? '');
  if (stored?.locale === locale) return stored;
  return languageEntry(defaultEntryOf(isLocale(locale) ? locale : 'en-US'))!;
}
