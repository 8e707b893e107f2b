import { CREATION_PATHS, type CreationKind } from '@creator/forms/rules/show-types';
import { useIntl } from 'react-intl';
import { SectionTabs } from '../../components/section-tabs';
import { messages } from './creator-messages';

/** The creation tabs the show types allow: short post first, then article and drafts. */
export function CreatorTabs({ kinds }: { kinds: readonly CreationKind[] }) {
  const intl = useIntl();
  return (
    <SectionTabs
      label={messages.title}
      tabs={kinds.map((kind) => ({ href: CREATION_PATHS[kind], label: intl.formatMessage(messages[kind]) }))}
    />
  );
}
