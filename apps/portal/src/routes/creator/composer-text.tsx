import { useHashtagSuggestions } from '@creator/api/react/hashtags';
import { findHashtags, hashtagQueryAtCaret } from '@creator/forms/rules/hashtag';
import { useFormField } from '@creator/forms/react/form-field';
import type { PostFormValues } from '@creator/forms/rules/post-form';
import { POST_TITLE_MAX_LENGTH } from '@creator/forms/rules/post';
import { codePointLength } from '@creator/forms/rules/text';
import { Field } from '@creator/ui/field';
import { HashtagTextarea } from '@creator/ui/hashtag-textarea';
import { Input } from '@creator/ui/input';
import { memo, useState } from 'react';
import type { Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { countMessages, messages } from './creator-messages';

/**
 * The composer's title (with its live count) and content (highlighted hashtags, suggestions after `#`, its live
 * count), each a controlled field of the form. Memoised: an upload's progress re-renders the images, not 2 000
 * characters of marked text.
 */
export const ComposerText = memo(function ComposerText({
  control,
  maxContentLength,
}: {
  control: Control<PostFormValues, unknown, unknown>;
  maxContentLength: number;
}) {
  const intl = useIntl();
  const { field: title, error: titleError } = useFormField({ control, name: 'title' });
  const { field: content, fieldState: contentState } = useFormField({ control, name: 'content' });
  const [query, setQuery] = useState<string | null>(null);
  const hashtags = useHashtagSuggestions(query);
  return (
    <>
      <Field
        data-field="title"
        label={intl.formatMessage(messages.postTitle)}
        hint={intl.formatMessage(countMessages.titleCount, {
          count: String(codePointLength(title.value)),
          max: String(POST_TITLE_MAX_LENGTH),
        })}
        error={titleError}
      >
        <Input {...title} />
      </Field>
      <Field data-field="content" label={intl.formatMessage(messages.content)}>
        <HashtagTextarea
          ref={content.ref}
          name={content.name}
          value={content.value}
          onChange={content.onChange}
          onBlur={content.onBlur}
          rows={8}
          maxLength={maxContentLength}
          placeholder={intl.formatMessage(messages.contentPlaceholder)}
          aria-invalid={contentState.invalid || undefined}
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
