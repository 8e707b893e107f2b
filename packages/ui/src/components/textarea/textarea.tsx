import { useId, useState, type ChangeEvent, type ComponentProps, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { typedTextDirection } from '../../lib/control-styles';
import { codePointLength, sliceCodePoints } from '@creator/domain/text';
import { useFieldControl } from '../../lib/field-context';
import { messages } from './messages';

export type TextareaProps = Omit<ComponentProps<'textarea'>, 'maxLength'> & {
  /** Limit in Unicode code points; shows a "12/2000" counter under the text. */
  maxLength?: number;
  /** Stops typing at the limit instead of only flagging the excess. */
  enforceMaxLength?: boolean;
  /** Lets the box grow with its content (CSS field-sizing). */
  autoGrow?: boolean;
  /**
   * Drawn behind the text, inside the box only (not under the counter): the textarea turns transparent and
   * the box paints its background. For highlights that follow the text (HashtagTextarea's hashtag marks). It
   * takes the text's direction: the box carries the textarea's `dir`, and with `auto` each of its paragraphs
   * takes the direction of its first letter, as the textarea's do.
   */
  backdrop?: ReactNode;
};

/**
 * A multi-line text control. The counter counts code points (an emoji is one), as every length
 * rule of the product does, which the native `maxlength` (UTF-16 units) cannot. The text takes the direction
 * of what is typed (`dir="auto"`, paragraph by paragraph) unless the caller sets one.
 */
export function Textarea({
  className,
  maxLength,
  enforceMaxLength = false,
  autoGrow = false,
  backdrop,
  value,
  defaultValue,
  onChange,
  rows = 4,
  dir = 'auto',
  ...rest
}: TextareaProps) {
  const intl = useIntl();
  const counterId = `textarea-count-${useId()}`;
  const withCounter = maxLength !== undefined;
  const { invalid, ...props } = useFieldControl({
    ...rest,
    'aria-describedby': withCounter
      ? [rest['aria-describedby'], counterId].filter(Boolean).join(' ')
      : rest['aria-describedby'],
  });
  const [uncontrolled, setUncontrolled] = useState(String(defaultValue ?? ''));
  const text = value !== undefined ? String(value) : uncontrolled;
  const count = codePointLength(text);
  const over = withCounter && count > maxLength;

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    if (enforceMaxLength && maxLength !== undefined && codePointLength(event.target.value) > maxLength) {
      event.target.value = sliceCodePoints(event.target.value, maxLength);
    }
    if (value === undefined) setUncontrolled(event.target.value);
    onChange?.(event);
  }

  const withBackdrop = backdrop !== undefined && backdrop !== null;
  const control = (
    <textarea
      data-slot="textarea"
      data-invalid={invalid || over || undefined}
      rows={rows}
      dir={dir}
      value={value}
      defaultValue={defaultValue}
      onChange={handleChange}
      className={cn(
        'w-full min-w-0 rounded border px-3 py-2 text-sm text-ink transition-colors placeholder:text-ink-subtle focus-visible:outline-2 focus-visible:outline-offset-0 disabled:cursor-not-allowed disabled:text-ink-subtle',
        // Over a backdrop the box paints the background, so that what lies behind the text shows.
        withBackdrop ? 'relative block bg-transparent' : 'bg-surface disabled:bg-surface-sunken',
        invalid || over
          ? 'border-danger-600 focus-visible:outline-danger-600'
          : 'border-line-strong hover:border-ink-subtle focus-visible:outline-brand-500',
        autoGrow ? '[field-sizing:content] min-h-20 resize-none' : 'resize-y',
        dir === 'auto' && typedTextDirection,
        className,
      )}
      {...props}
    />
  );

  return (
    <div data-slot="textarea-wrapper" className="flex w-full flex-col gap-1">
      {withBackdrop ? (
        <div
          data-slot="textarea-box"
          dir={dir}
          className={cn(
            'relative rounded bg-surface has-[:disabled]:bg-surface-sunken',
            // What the textarea does with dir="auto" (the browser's own style), for the backdrop as well; the
            // textarea's placeholder takes the page's direction through the box.
            dir === 'auto' && '*:[unicode-bidi:plaintext] has-placeholder-shown:[direction:inherit]',
          )}
        >
          {backdrop}
          {control}
        </div>
      ) : (
        control
      )}
      {withCounter ? (
        <p
          data-slot="textarea-count"
          data-state={over ? 'over' : 'within'}
          id={counterId}
          className={cn('self-end text-xs tabular-nums', over ? 'text-danger-600' : 'text-ink-muted')}
        >
          {intl.formatMessage(messages.count, { count: String(count), max: String(maxLength) })}
        </p>
      ) : null}
    </div>
  );
}
