import ImageIcon from 'lucide-react/icons/image';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { formatDate, toIsoInstant } from '../../lib/format-date';
import { Avatar } from '../avatar';
import { EmptyState } from '../empty-state';
import { HashtagText, type HashtagFinder } from '../hashtag-text';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../tabs';
import { messages } from './messages';

/** Width of the cover label per locale (spec: zh 90, en 60, id 60, ar 42). */
const COVER_LABEL_WIDTH: Record<string, number> = { zh: 90, en: 60, id: 60, ar: 42 };

export function coverLabelWidth(locale: string): number {
  return COVER_LABEL_WIDTH[locale.slice(0, 2).toLowerCase()] ?? 60;
}

export type PhonePreviewTab = 'cover' | 'details';

export type PhonePreviewProps = Omit<ComponentProps<'section'>, 'title'> & {
  title?: string;
  /** Plain text with hashtags. */
  content?: string;
  /**
   * The product's hashtag grammar (`findHashtags` of `@creator/forms/rules/hashtag`), supplied by the caller:
   * ui holds none of its own. Without it the text shows plain.
   */
  findHashtags?: HashtagFinder;
  images?: readonly string[];
  authorName?: string;
  authorAvatar?: string;
  /** Unix seconds: the scheduled time, or now by the caller's clock; no date without it. */
  publishDate?: number;
  timeZone?: string;
  defaultTab?: PhonePreviewTab;
  tab?: PhonePreviewTab;
  onTabChange?: (tab: PhonePreviewTab) => void;
};

/** A phone-sized preview of a short post: the feed's cover card and the details page, or an empty state. */
export function PhonePreview({
  title,
  content,
  findHashtags,
  images = [],
  authorName,
  authorAvatar,
  publishDate,
  timeZone,
  defaultTab = 'cover',
  tab,
  onTabChange,
  className,
  ...props
}: PhonePreviewProps) {
  const intl = useIntl();
  const empty = !title?.trim() && !content?.trim() && images.length === 0;
  const cover = images[0];
  const heading = title?.trim() || content?.trim();

  const emptyState = (
    <EmptyState
      icon={<ImageIcon />}
      title={intl.formatMessage(messages.empty)}
      description={intl.formatMessage(messages.emptyHint)}
      className="h-full"
    />
  );

  return (
    <section
      data-slot="phone-preview"
      data-state={empty ? 'empty' : 'filled'}
      aria-label={intl.formatMessage(messages.label)}
      className={cn('flex w-[320px] flex-col items-center gap-3', className)}
      {...props}
    >
      <Tabs
        value={tab}
        defaultValue={tab ? undefined : defaultTab}
        onValueChange={(value) => onTabChange?.(value as PhonePreviewTab)}
        className="w-full items-center"
      >
        <TabsList>
          <TabsTrigger value="cover">{intl.formatMessage(messages.coverTab)}</TabsTrigger>
          <TabsTrigger value="details">{intl.formatMessage(messages.detailsTab)}</TabsTrigger>
        </TabsList>
        <div
          data-slot="phone-preview-frame"
          className="h-[600px] w-[300px] overflow-hidden rounded-[2.25rem] border-[10px] border-ink bg-surface-sunken shadow-overlay"
        >
          <TabsContent value="cover" className="h-full overflow-y-auto p-3">
            {empty ? (
              emptyState
            ) : (
              <article
                data-slot="phone-preview-card"
                className="overflow-hidden rounded-lg bg-surface shadow-card"
              >
                <div className="relative aspect-[3/4] bg-line">
                  {cover ? <img src={cover} alt="" className="size-full object-cover" /> : null}
                  <span
                    data-slot="phone-preview-cover-label"
                    style={{ width: coverLabelWidth(intl.locale) }}
                    className="absolute start-2 top-2 truncate rounded-sm bg-ink/70 px-1.5 py-0.5 text-center text-xs text-ink-inverse"
                  >
                    {intl.formatMessage(messages.coverLabel)}
                  </span>
                </div>
                <div className="flex flex-col gap-2 p-3">
                  {/* The creator's text keeps its own direction, and its ellipsis falls at its own end. */}
                  <p
                    data-slot="phone-preview-card-title"
                    dir="auto"
                    className="line-clamp-2 text-sm font-medium break-words text-ink"
                  >
                    {heading}
                  </p>
                  <p className="flex items-center gap-2 text-xs text-ink-muted">
                    <Avatar size="xs" src={authorAvatar} name={authorName} fallback="initials" decorative />
                    <span dir="auto" className="truncate">
                      {authorName}
                    </span>
                  </p>
                </div>
              </article>
            )}
          </TabsContent>
          <TabsContent value="details" className="h-full overflow-y-auto bg-surface">
            {empty ? (
              emptyState
            ) : (
              <article data-slot="phone-preview-details" className="flex flex-col gap-3 p-4">
                <header className="flex items-center gap-2">
                  <Avatar size="sm" src={authorAvatar} name={authorName} fallback="initials" decorative />
                  <div className="flex min-w-0 flex-col">
                    <span dir="auto" className="truncate text-sm font-medium text-ink">
                      {authorName}
                    </span>
                    {publishDate ? (
                      <time
                        dateTime={toIsoInstant(publishDate)}
                        dir="ltr"
                        className="self-start text-xs text-ink-muted tabular-nums"
                      >
                        {formatDate(publishDate, intl.locale, timeZone ? { timeZone } : {})}
                      </time>
                    ) : null}
                  </div>
                </header>
                {images.length > 0 ? (
                  <ul className="flex flex-col gap-2">
                    {images.map((src, index) => (
                      <li key={`${index}-${src}`}>
                        <img
                          src={src}
                          alt={intl.formatMessage(messages.image, {
                            index: String(index + 1),
                            count: String(images.length),
                          })}
                          className="w-full rounded object-cover"
                        />
                      </li>
                    ))}
                  </ul>
                ) : null}
                {title?.trim() ? (
                  <h3
                    data-slot="phone-preview-title"
                    dir="auto"
                    className="text-base font-semibold break-words text-ink"
                  >
                    {title}
                  </h3>
                ) : null}
                {content ? (
                  <HashtagText text={content} findHashtags={findHashtags} size="sm" whitespace="pre-line" />
                ) : null}
              </article>
            )}
          </TabsContent>
        </div>
      </Tabs>
    </section>
  );
}
