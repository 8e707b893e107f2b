import { LanguagePicker as LanguagePickerView } from '@creator/ui/language-picker';
import { useIntl } from 'react-intl';
import { chooseLanguage, currentEntry } from './language-choice';

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
