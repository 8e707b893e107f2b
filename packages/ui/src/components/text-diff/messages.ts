import { defineMessages, type MessageTag } from 'react-intl';

type None = Record<string, never>;

export const messages = defineMessages<{
  summary: {
    added: MessageTag;
    removed: MessageTag;
    addedShown: string;
    removedShown: string;
    total: number;
  };
  summaryLabel: { added: number; addedShown: string; removed: number; removedShown: string };
  addedLabel: None;
  removedLabel: None;
  lineBreak: None;
  space: None;
  gap: None;
  empty: None;
}>({
  // The counts arrive signed and in Latin digits ("+12", "−3"), as counts show in every locale; the tags colour them.
  summary: {
    id: 'ui.text-diff.summary',
    defaultMessage:
      '<added>{addedShown}</added> <removed>{removedShown}</removed> {total, plural, one {character} other {characters}}',
  },
  summaryLabel: {
    id: 'ui.text-diff.summary-label',
    defaultMessage:
      '{added, plural, one {{addedShown} character added} other {{addedShown} characters added}}, {removed, plural, other {{removedShown} removed}}',
  },
  addedLabel: { id: 'ui.text-diff.added-label', defaultMessage: 'Added:' },
  removedLabel: { id: 'ui.text-diff.removed-label', defaultMessage: 'Removed:' },
  lineBreak: { id: 'ui.text-diff.line-break', defaultMessage: 'line break' },
  space: { id: 'ui.text-diff.space', defaultMessage: 'space' },
  gap: { id: 'ui.text-diff.gap', defaultMessage: 'Unchanged text not shown' },
  empty: { id: 'ui.text-diff.empty', defaultMessage: 'No changes yet' },
});
