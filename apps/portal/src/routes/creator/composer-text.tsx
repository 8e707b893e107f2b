import { useHashtagSuggestions } from '@creator/api/react/hashtags';
import { findHashtags, hashtagQueryAtCaret } from '@creator/forms/rules/hashtag';
import { POST_TITLE_MAX_LENGTH, postMessages, type ShortPostField } from '@creator/forms/rules/post';
import { codePointLength } from '@creator/forms/rules/text';
import { Field } from '@creator/ui/field';
import { HashtagTextarea } from '@creator/ui/hashtag-textarea';
import { Input } from '@creator/ui/input';
import { memo, useState } from 'react';
import { useIntl } from 'react-intl';
import { countMessages, messages } from './creator-messages';

/**
 * The composer's title (with its live count) and content (highlighted hashtags, suggestions after `#`, its live
 * count). Memoised: an upload's progress re-renders the images, not 2 000 characters of marked text.
 */
export const ComposerText = memo(function ComposerText({
  title,
  content,
  invalid,
  maxContentLength,
  onChange,
}: {
  title: string;
  content: string;
  invalid: ShortPostField | null;
  maxContentLength: number;
  onChange: (field: 'title' | 'content', value: string) => void;
}) {
  const intl = useIntl();
  const [query, setQuery] = useState<string | null>(null);
  const hashtags = useHashtagSuggestions(query);
  return (
    <>
      <Field
        data-field="title"
        label={intl.formatMessage(messages.postTitle)}
        hint={intl.formatMessage(countMessages.titleCount, {
          count: String(codePointLength(title)),
          max: String(POST_TITLE_MAX_LENGTH),
        })}
        error={
          invalid === 'title'
            ? intl.formatMessage(postMessages.titleMax, postMessages.titleMax.values)
            : undefined
        }
      >
        <Input value={title} onChange={(event) => onChange('title', event.target.value)} />
      </Field>
      <Field data-field="content" label={intl.formatMessage(messages.content)}>
        <HashtagTextarea
          value={content}
          onChange={(text) => onChange('content', text)}
          rows={8}
          maxLength={maxContentLength}
          placeholder={intl.formatMessage(messages.contentPlaceholder)}
          aria-invalid={invalid === 'content' || undefined}
          getQuery={hashtagQueryAtCaret}
          findHashtags={findHashtags}
          onQueryChange={setQuery}
          loading={hashtags.loading}
          suggestions={hashtags.suggestions.map((item) => ({ name: item.name, totalPv: item.total_pv }))}
        />
      </Field>
    </>
  );
});
