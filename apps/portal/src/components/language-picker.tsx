import { apiSession } from '@creator/api/client/config';
import { defaultEntryOf, isLocale, languageEntry, type LanguageEntry } from '@creator/domain/locales';
import { LanguagePicker as LanguagePickerView } from '@creator/ui/language-picker';
import { useIntl } from 'react-intl';

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

/** ui's 21-entry picker wired to the session: the choice is kept and the page reloads in its language. */
export function LanguagePicker({ className }: { className?: string }) {
  const intl = useIntl();
  return (
    <LanguagePickerView
      value={currentEntry(intl.locale).id}
      onValueChange={(entryId) => chooseLanguage(entryId)}
      className={className}
    />
  );
}
