import { apiSession } from '@creator/api/client/config';
import { LANGUAGE_ENTRIES, languageEntry, type LanguageEntry } from '@creator/ui/lib/languages';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/** Keeps the chosen entry and its locale (sent as `clang` on every call), then reloads in that language. */
export function chooseLanguage(entryId: string): void {
  const entry = languageEntry(entryId);
  if (!entry) return;
  apiSession().setLanguage(entry.locale, entry.id);
  window.location.reload();
}

/** The entry to show: the stored one when it maps onto the locale in use, else the locale's first. */
export function currentEntry(locale: string): LanguageEntry {
  const stored = languageEntry(apiSession().get().clangEntry ?? '');
  if (stored?.locale === locale) return stored;
  return LANGUAGE_ENTRIES.find((entry) => entry.locale === locale) ?? LANGUAGE_ENTRIES[0];
}

/** The 21-entry picker of /login: a native select, light enough for the sign-in page's budget. */
export function LanguagePicker({ className }: { className?: string }) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        <FormattedMessage id="portal.language.label" defaultMessage="Language" />
      </label>
      <select
        id={id}
        value={currentEntry(intl.locale).id}
        onChange={(event) => chooseLanguage(event.target.value)}
        className="h-9 rounded border border-line-strong bg-surface px-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        {LANGUAGE_ENTRIES.map((entry) => (
          <option key={entry.id} value={entry.id} lang={entry.locale}>
            {entry.label}
          </option>
        ))}
      </select>
    </div>
  );
}
