import { Globe } from 'lucide-react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { entriesByLocale, LOCALE_NAMES, localeOfEntry, type Locale } from '../../lib/languages';
import { SelectContent, SelectGroup, SelectItem, SelectLabel, SelectRoot, SelectSeparator, SelectTrigger, SelectValue } from '../select/select';
import { messages } from './messages';

export type LanguagePickerProps = {
  /** The chosen entry id (`clang_entry`), e.g. `en-NG`. */
  value: string;
  /** The new entry and the locale it maps onto. */
  onValueChange: (entryId: string, locale: Locale) => void;
  /** Accessible name; "Language" by default. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  disabled?: boolean;
  defaultOpen?: boolean;
  className?: string;
};

/** The 21 language entries, grouped by the locale each one uses; shows the entry chosen. */
export function LanguagePicker({ value, onValueChange, label, size = 'sm', disabled, defaultOpen, className }: LanguagePickerProps) {
  const intl = useIntl();
  return (
    <SelectRoot
      value={value}
      onValueChange={(entryId) => onValueChange(entryId, localeOfEntry(entryId))}
      disabled={disabled}
      defaultOpen={defaultOpen}
    >
      <SelectTrigger
        data-slot="language-picker"
        size={size}
        width="auto"
        aria-label={label ?? intl.formatMessage(messages.label)}
        className={cn('w-auto min-w-48', className)}
      >
        <Globe aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
        <span className="min-w-0 flex-1 truncate">
          <SelectValue />
        </span>
      </SelectTrigger>
      <SelectContent maxHeight="limited">
        {entriesByLocale().map(({ locale, entries }, index) => (
          <SelectGroup key={locale} data-slot="language-picker-group">
            {index > 0 ? <SelectSeparator /> : null}
            <SelectLabel lang={locale}>{LOCALE_NAMES[locale]}</SelectLabel>
            {entries.map((entry) => (
              <SelectItem key={entry.id} value={entry.id} lang={entry.locale}>
                {entry.label}
              </SelectItem>
            ))}
          </SelectGroup>
        ))}
      </SelectContent>
    </SelectRoot>
  );
}
