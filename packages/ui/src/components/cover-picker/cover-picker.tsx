import ImageOff from 'lucide-react/icons/image-off';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { messages } from './messages';

export interface CoverCandidate {
  /** The image's address (what `value` holds). */
  url: string;
  /** The image's alt text in the article; names its tick box when there is one. */
  alt?: string;
}

export type CoverPickerProps = Omit<ComponentProps<'fieldset'>, 'onChange' | 'children'> & {
  /** The article's images that may be covers, in their order in the body (the caller applies the cover rule). */
  candidates: readonly CoverCandidate[];
  /** The chosen covers' addresses, in their order. */
  value: readonly string[];
  onChange: (urls: string[]) => void;
  /** Most covers (`ARTICLE_COVERS_MAX` of `@creator/forms/rules/article`). */
  max: number;
  /** The cover rule's least size, for the empty state (`COVER_MIN_WIDTH`, `COVER_MIN_HEIGHT`). */
  minWidth: number;
  minHeight: number;
  /** A visible name over the images; otherwise name the group with `aria-labelledby` or `aria-label`. */
  label?: ReactNode;
  /** Marks the choice invalid (no cover when publishing, say); `error` says why under the images. */
  invalid?: boolean;
  error?: ReactNode;
};

/**
 * The article's covers: one to `max` of the body's images, each a tick box over its picture, numbered in the
 * order chosen (the first is the first cover). Once `max` are chosen the others rest, and the picker says why.
 * Without candidates it says what makes an image a cover.
 */
export function CoverPicker({
  candidates,
  value,
  onChange,
  max,
  minWidth,
  minHeight,
  label,
  invalid = false,
  error,
  disabled,
  className,
  ...props
}: CoverPickerProps) {
  const intl = useIntl();
  const id = useId();
  const hintId = `${id}-hint`;
  const fullId = `${id}-full`;
  const errorId = `${id}-error`;
  const chosen = value.filter((url) => candidates.some((candidate) => candidate.url === url));
  const full = chosen.length >= max;
  const maxText = String(max);

  const toggle = (url: string, checked: boolean) => {
    if (checked) {
      if (!chosen.includes(url) && !full) onChange([...chosen, url]);
    } else {
      onChange(chosen.filter((item) => item !== url));
    }
  };

  return (
    <fieldset
      data-slot="cover-picker"
      data-invalid={invalid || undefined}
      data-state={candidates.length === 0 ? 'empty' : full ? 'full' : 'open'}
      disabled={disabled}
      aria-describedby={cn(candidates.length > 0 && hintId, error ? errorId : undefined) || undefined}
      className={cn('flex min-w-0 flex-col gap-2', className)}
      {...props}
    >
      {label ? <legend className="mb-1 text-sm font-medium text-ink">{label}</legend> : null}
      {candidates.length === 0 ? (
        <div
          data-slot="cover-picker-empty"
          className={cn(
            'flex items-start gap-3 rounded-md border border-dashed bg-surface-sunken p-4 text-sm',
            invalid ? 'border-danger-600' : 'border-line-strong',
          )}
        >
          <ImageOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-subtle" />
          <div className="flex flex-col gap-1">
            <p className="font-medium text-ink">{intl.formatMessage(messages.emptyTitle)}</p>
            <p className="text-ink-muted">
              {intl.formatMessage(messages.emptyRule, {
                // Isolated left to right, so that an Arabic sentence keeps width before height.
                size: `\u2066${minWidth}×${minHeight}\u2069`,
              })}
            </p>
          </div>
        </div>
      ) : (
        <>
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
            <p id={hintId} className="text-ink-muted">
              {intl.formatMessage(messages.hint, { max, maxText })}
            </p>
            <p
              data-slot="cover-picker-count"
              aria-live="polite"
              className={cn('tabular-nums', full ? 'font-medium text-ink' : 'text-ink-muted')}
            >
              {intl.formatMessage(messages.count, { countText: String(chosen.length), maxText })}
            </p>
          </div>
          <ul
            className={cn(
              'grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-3 rounded-md',
              invalid && 'outline-2 outline-offset-4 outline-danger-600',
            )}
          >
            {candidates.map((candidate, index) => {
              const position = chosen.indexOf(candidate.url);
              const checked = position >= 0;
              const resting = full && !checked;
              const orderId = `${id}-order-${index}`;
              return (
                <li key={candidate.url} className="min-w-0">
                  <label
                    data-slot="cover-picker-tile"
                    data-state={checked ? 'checked' : 'unchecked'}
                    className={cn(
                      'group relative block overflow-hidden rounded-md border-2 bg-surface-sunken transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
                      checked ? 'border-brand-600' : 'border-line',
                      resting || disabled
                        ? 'cursor-not-allowed opacity-50'
                        : 'cursor-pointer hover:border-brand-500',
                    )}
                  >
                    <input
                      type="checkbox"
                      className="peer sr-only"
                      checked={checked}
                      disabled={resting}
                      aria-label={
                        candidate.alt?.trim() ||
                        intl.formatMessage(messages.image, {
                          index: String(index + 1),
                          total: String(candidates.length),
                        })
                      }
                      aria-describedby={cn(checked && orderId, resting && fullId) || undefined}
                      aria-invalid={invalid || undefined}
                      onChange={(event) => toggle(candidate.url, event.target.checked)}
                    />
                    <img
                      src={candidate.url}
                      alt=""
                      loading="lazy"
                      draggable={false}
                      className="aspect-video w-full object-cover"
                    />
                    <span
                      aria-hidden={checked ? undefined : true}
                      className={cn(
                        'absolute start-2 top-2 inline-flex size-6 items-center justify-center rounded-full border-2 text-xs font-semibold shadow-card',
                        checked
                          ? 'border-brand-600 bg-brand-600 text-ink-inverse'
                          : 'border-surface bg-surface/80',
                      )}
                    >
                      {checked ? (
                        <>
                          <span aria-hidden="true" dir="ltr">
                            {position + 1}
                          </span>
                          <span id={orderId} className="sr-only">
                            {intl.formatMessage(messages.order, { position: String(position + 1) })}
                          </span>
                        </>
                      ) : null}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
          {full ? (
            <p id={fullId} data-slot="cover-picker-full" className="text-sm text-ink-muted">
              {intl.formatMessage(messages.full, { max, maxText })}
            </p>
          ) : null}
        </>
      )}
      {error ? (
        <p id={errorId} data-slot="cover-picker-error" className="text-sm text-danger-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
