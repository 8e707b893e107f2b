import { FormField } from '@creator/forms/react/form-field';
import type { ArticleFormValues } from '@creator/forms/rules/article-form';
import {
  ARTICLE_COVERS_MAX,
  ARTICLE_TITLE_MAX_LENGTH,
  COVER_MIN_HEIGHT,
  COVER_MIN_WIDTH,
} from '@creator/forms/rules/article';
import { articleHashtagRule } from '@creator/forms/rules/article-hashtag';
import { codePointLength } from '@creator/forms/rules/text';
import { CoverPicker, type CoverCandidate } from '@creator/ui/cover-picker';
import { HashtagInput } from '@creator/ui/hashtag-input';
import { Input } from '@creator/ui/input';
import { memo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { messages, valueMessages } from './editor-messages';

type ArticleControl = Control<ArticleFormValues, unknown, unknown>;

const Covers = memo(CoverPicker);
const Hashtags = memo(HashtagInput);

/** The article's title with its live count, a field of the form. */
export function ArticleTitleField({ control, locked }: { control: ArticleControl; locked: boolean }) {
  const intl = useIntl();
  return (
    <div data-field="title">
      <FormField
        control={control}
        name="title"
        label={intl.formatMessage(messages.articleTitle)}
        render={(field) => (
          <Input {...field} readOnly={locked} placeholder={intl.formatMessage(messages.titlePlaceholder)} />
        )}
        hint={<TitleCount control={control} />}
      />
    </div>
  );
}

function TitleCount({ control }: { control: ArticleControl }) {
  const intl = useIntl();
  const title = useWatch({ control, name: 'title' });
  return intl.formatMessage(valueMessages.titleCount, {
    count: String(codePointLength(title)),
    max: String(ARTICLE_TITLE_MAX_LENGTH),
  });
}

/** The covers, chosen among the body's qualifying images. */
export function ArticleCoversField({
  candidates,
  value,
  onChange,
  locked,
  invalid,
}: {
  candidates: readonly CoverCandidate[];
  value: string[];
  onChange: (covers: string[]) => void;
  locked: boolean;
  invalid: boolean;
}) {
  const intl = useIntl();
  return (
    <section data-field="covers" className="flex flex-col gap-2">
      <Covers
        label={intl.formatMessage(messages.covers)}
        candidates={candidates}
        value={value}
        onChange={onChange}
        max={ARTICLE_COVERS_MAX}
        minWidth={COVER_MIN_WIDTH}
        minHeight={COVER_MIN_HEIGHT}
        disabled={locked}
        invalid={invalid}
      />
    </section>
  );
}

/** The article's hashtags, a field of the form. */
export function ArticleHashtagsField({ control, locked }: { control: ArticleControl; locked: boolean }) {
  const intl = useIntl();
  return (
    <div data-field="hashtags">
      <FormField
        control={control}
        name="hashtags"
        label={intl.formatMessage(messages.hashtags)}
        hint={intl.formatMessage(messages.hashtagsHint)}
        render={(field) => (
          <Hashtags
            value={field.value}
            onChange={field.onChange}
            rule={articleHashtagRule}
            disabled={locked}
          />
        )}
      />
    </div>
  );
}
