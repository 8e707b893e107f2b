export { LanguagePicker, type LanguagePickerProps } from './language-picker';
