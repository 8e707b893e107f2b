import {
  directionOf,
  entriesByLocale,
  LOCALE_NAMES,
  localeOfEntry,
  type Locale,
} from '@creator/domain/locales';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { inputVariants } from '../../lib/control-styles';
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
  className?: string;
};

/**
 * The 21 language entries, grouped by the locale each one uses, in a native select: it costs next to nothing
 * on /login (whose byte budget is the tightest), and the platform gives it keyboard, touch and screen-reader
 * behaviour for free. Every entry is written in its own language and direction.
 */
export function LanguagePicker({
  value,
  onValueChange,
  label,
  size = 'sm',
  disabled,
  className,
}: LanguagePickerProps) {
  const intl = useIntl();
  return (
    <select
      data-slot="language-picker"
      aria-label={label ?? intl.formatMessage(messages.label)}
      value={value}
      disabled={disabled}
      onChange={(event) => onValueChange(event.target.value, localeOfEntry(event.target.value))}
      className={cn(inputVariants({ size, width: 'auto' }), 'min-w-48 cursor-pointer', className)}
    >
      {entriesByLocale().map(({ locale, entries }) => (
        // Each name in its own language and direction: "English (United States)" keeps its parentheses in
        // the Arabic interface, "العربية (مصر)" in the English one.
        <optgroup key={locale} label={LOCALE_NAMES[locale]} lang={locale} dir={directionOf(locale)}>
          {entries.map((entry) => (
            <option key={entry.id} value={entry.id} lang={entry.locale} dir={directionOf(entry.locale)}>
              {entry.label}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}
