export { LanguagePicker, type LanguagePickerProps } from './language-picker';
export {
  DEFAULT_LOCALE,
  defaultEntryOf,
  LANGUAGE_ENTRIES,
  LOCALES,
  localeOfEntry,
  type LanguageEntry,
  type LanguageEntryId,
  type Locale,
} from '../../lib/languages';
