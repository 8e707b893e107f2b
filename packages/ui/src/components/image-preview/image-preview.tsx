import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useDirection } from '@radix-ui/react-direction';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import X from 'lucide-react/icons/x';
import { useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { messages } from './messages';

export type PreviewImage = { src: string; alt?: string };

export type ImagePreviewProps = {
  images: PreviewImage[];
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The image shown (controlled), from 0. */
  index?: number;
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  /** Accessible name of the dialog; "Image preview" by default. */
  title?: string;
  className?: string;
};

const navButton =
  'absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-ink/70 text-ink-inverse transition-colors hover:bg-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-inverse aria-disabled:cursor-not-allowed aria-disabled:opacity-30';

/**
 * A lightbox over the page (Radix dialog) that steps through several images with buttons and the
 * arrow keys; right to left, the arrows follow the reading direction.
 */
export function ImagePreview({
  images,
  open,
  defaultOpen,
  onOpenChange,
  index,
  defaultIndex = 0,
  onIndexChange,
  title,
  className,
}: ImagePreviewProps) {
  const intl = useIntl();
  const dir = useDirection();
  const [uncontrolled, setUncontrolled] = useState(defaultIndex);
  const count = images.length;
  const current = Math.min(Math.max(0, index ?? uncontrolled), Math.max(0, count - 1));
  const image = images[current];

  const go = (next: number) => {
    if (next < 0 || next >= count || next === current) return;
    if (index === undefined) setUncontrolled(next);
    onIndexChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) go(current + 1);
    else if (event.key === backward) go(current - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(count - 1);
    else return;
    event.preventDefault();
  };

  return (
    <DialogPrimitive.Root
      {...(open !== undefined ? { open } : {})}
      {...(defaultOpen !== undefined ? { defaultOpen } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          data-slot="image-preview-overlay"
          className="fixed inset-0 z-50 bg-ink/90 data-[state=open]:animate-[ui-fade-in_150ms_ease-out]"
        />
        <DialogPrimitive.Content
          data-slot="image-preview"
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          className={cn(
            'fixed inset-0 z-50 flex flex-col items-center justify-center p-4 outline-none sm:p-16',
            className,
          )}
        >
          <DialogPrimitive.Title className="sr-only">
            {title ?? intl.formatMessage(messages.title)}
          </DialogPrimitive.Title>
          {image ? (
            <img
              key={image.src}
              data-slot="image-preview-image"
              src={image.src}
              alt={image.alt ?? ''}
              className="max-h-full max-w-full rounded object-contain select-none motion-safe:animate-[ui-fade-in_150ms_ease-out]"
            />
          ) : null}
          {count > 1 ? (
            <>
              <p
                data-slot="image-preview-position"
                dir="ltr"
                aria-live="polite"
                className="absolute inset-x-0 top-5 mx-auto w-fit rounded-full bg-ink/70 px-3 py-1 text-sm text-ink-inverse tabular-nums"
              >
                {intl.formatMessage(messages.position, {
                  current: String(current + 1),
                  total: String(count),
                })}
              </p>
              <button
                type="button"
                data-slot="image-preview-previous"
                aria-label={intl.formatMessage(messages.previous)}
                // aria-disabled keeps focus on the button (and the arrow keys working) at either end.
                aria-disabled={current === 0 || undefined}
                onClick={() => go(current - 1)}
                className={cn(navButton, 'start-4')}
              >
                <ChevronLeft aria-hidden="true" className="size-6 rtl:-scale-x-100" />
              </button>
              <button
                type="button"
                data-slot="image-preview-next"
                aria-label={intl.formatMessage(messages.next)}
                aria-disabled={current === count - 1 || undefined}
                onClick={() => go(current + 1)}
                className={cn(navButton, 'end-4')}
              >
                <ChevronRight aria-hidden="true" className="size-6 rtl:-scale-x-100" />
              </button>
            </>
          ) : null}
          <DialogPrimitive.Close
            data-slot="image-preview-close"
            aria-label={intl.formatMessage(messages.close)}
            className="absolute end-4 top-4 inline-flex size-11 items-center justify-center rounded-full bg-ink/70 text-ink-inverse hover:bg-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-inverse"
          >
            <X aria-hidden="true" className="size-6" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export type ImagePreviewAtProps = {
  /** The addresses of the images, in order. */
  sources: readonly string[];
  /** The image shown, or null while the preview is closed. */
  at: number | null;
  /** A step to another image, or null when the preview closes. */
  onAtChange: (at: number | null) => void;
  title?: string;
};

/** The preview of a row of thumbnails: closed while `at` is null, open on that image otherwise. */
export function ImagePreviewAt({ sources, at, onAtChange, title }: ImagePreviewAtProps) {
  return (
    <ImagePreview
      images={sources.map((src) => ({ src }))}
      open={at !== null}
      onOpenChange={(open) => {
        if (!open) onAtChange(null);
      }}
      index={at ?? 0}
      onIndexChange={onAtChange}
      title={title}
    />
  );
}
