import { CREATION_PATHS, type CreationKind } from '@creator/forms/rules/show-types';
import { defineMessages, useIntl } from 'react-intl';
import { SectionTabs } from '../../components/section-tabs';

/** What every creation page shows (the composer's own messages are in ./creator-messages). */
export const creationMessages = defineMessages({
  title: { id: 'portal.creator.title', defaultMessage: 'Create' },
  post: { id: 'portal.creator.tab.post', defaultMessage: 'Short post' },
  article: { id: 'portal.creator.tab.article', defaultMessage: 'Article' },
  draft: { id: 'portal.creator.tab.draft', defaultMessage: 'Drafts' },
});

const countMessages = defineMessages<{ remainingEdits: { count: number; shown: string } }>({
  // Numbers as text: Latin digits in every locale (contract.md).
  remainingEdits: {
    id: 'portal.creator.remaining-edits',
    defaultMessage: '{count, plural, =0 {No edits left} one {{shown} edit left} other {{shown} edits left}}',
  },
});

/** The creation section's heading and tabs: short post first, then article and drafts, as the show types allow. */
export function CreatorTabs({ kinds }: { kinds: readonly CreationKind[] }) {
  const intl = useIntl();
  return (
    <>
      <h1 className="sr-only">{intl.formatMessage(creationMessages.title)}</h1>
      <SectionTabs
        label={creationMessages.title}
        tabs={kinds.map((kind) => ({
          href: CREATION_PATHS[kind],
          label: intl.formatMessage(creationMessages[kind]),
        }))}
      />
    </>
  );
}

/** The edits an item being edited has left. */
export function RemainingEdits({ count }: { count: number }) {
  const intl = useIntl();
  return (
    <p className="text-sm text-ink-muted">
      {intl.formatMessage(countMessages.remainingEdits, { count, shown: String(count) })}
    </p>
  );
}
