import { useTags } from '@creator/api/react/tags';
import type { ShortPostField } from '@creator/forms/rules/post';
import type { PostFormValues } from '@creator/forms/rules/post-form';
import { CategorySelect } from '@creator/ui/category-select';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './creator-messages';

/** The category and its topic, for an account whose country picks one (the tag tree in the account's language). */
export function ComposerCategory({
  categoryId,
  topicId,
  invalid,
  set,
}: {
  categoryId: number | null;
  topicId: number | null;
  invalid: ShortPostField | null;
  set: <K extends 'categoryId' | 'topicId'>(field: K, value: PostFormValues[K]) => void;
}) {
  const intl = useIntl();
  const label = useId();
  const tags = useTags();
  return (
    <div data-field="category" className="flex flex-col gap-1.5">
      <span id={label} className="text-sm font-medium text-ink">
        {intl.formatMessage(messages.category)}
      </span>
      <CategorySelect
        aria-labelledby={label}
        categories={(tags.data ?? []).map((tag) => ({
          id: tag.tag_id,
          name: tag.lang_tag_name,
          children: tag.children?.map((child) => ({ id: child.tag_id, name: child.lang_tag_name })),
        }))}
        value={{ first: categoryId ?? undefined, second: topicId ?? undefined }}
        onChange={(next) => {
          set('categoryId', next.first ?? null);
          set('topicId', next.second ?? null);
        }}
        invalid={invalid === 'category'}
        secondInvalid={invalid === 'topic'}
      />
    </div>
  );
}
