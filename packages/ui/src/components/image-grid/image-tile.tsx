import Crop from 'lucide-react/icons/crop';
import GripVertical from 'lucide-react/icons/grip-vertical';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import X from 'lucide-react/icons/x';
import { lazy, Suspense, type CSSProperties, type HTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import type { ImageGridItem } from './image-grid';
import { messages } from './messages';

// What a picture on its way shows (a spinner, the progress ring, the failure): with the first upload, not for
// pictures already stored.
const TileProgress = lazy(() => import('./tile-status').then((module) => ({ default: module.TileProgress })));
const TileError = lazy(() => import('./tile-status').then((module) => ({ default: module.TileError })));
const TileWaiting = lazy(() => import('./tile-status').then((module) => ({ default: module.TileWaiting })));

const tileButton =
  'inline-flex size-7 items-center justify-center rounded-full bg-ink/75 text-ink-inverse transition-colors hover:bg-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 [&_svg]:size-4';

export interface ImageTileProps {
  item: ImageGridItem;
  index: number;
  disabled: boolean;
  onRemove: (id: string) => void;
  onCrop?: (id: string) => void;
  onRetry?: (id: string) => void;
  /**
   * From the sortable layer (./sortable-list, loaded with a second image): the tile's and its handle's refs, the
   * handle's attributes and listeners, the tile's drag style. Without them the tile has no handle.
   */
  nodeRef?: (element: HTMLElement | null) => void;
  handleRef?: (element: HTMLElement | null) => void;
  handleProps?: HTMLAttributes<HTMLButtonElement>;
  dragStyle?: CSSProperties;
  dragging?: boolean;
}

/** An image still on its way cannot be picked up or cropped; removing it cancels it (the caller does). */
export const isBusy = (item: ImageGridItem) =>
  item.status === 'loading' || item.status === 'uploading' || item.status === 'waiting';

export function ImageTile({
  item,
  index,
  disabled,
  onRemove,
  onCrop,
  onRetry,
  nodeRef,
  handleRef,
  handleProps,
  dragStyle,
  dragging: isDragging = false,
}: ImageTileProps) {
  const intl = useIntl();
  const number = String(index + 1);
  const busy = isBusy(item);

  return (
    <li
      ref={nodeRef}
      data-slot="image-grid-item"
      data-state={item.status}
      data-dragging={isDragging || undefined}
      style={dragStyle}
      className={cn(
        'group relative size-28 overflow-hidden rounded-md bg-surface-sunken',
        item.status === 'error' ? 'border-2 border-danger-600' : 'border border-line',
        isDragging && 'z-10 shadow-overlay',
      )}
    >
      {item.src ? (
        <img
          src={item.src}
          alt={intl.formatMessage(messages.image, { index: number })}
          className={cn(
            'size-full object-cover',
            busy && 'opacity-60',
            item.status === 'error' && 'opacity-40',
          )}
        />
      ) : null}

      {busy ? (
        <Suspense fallback={null}>
          <TileProgress item={item} />
        </Suspense>
      ) : null}

      <span className="absolute inset-x-0 bottom-0 flex flex-col items-start">
        {index === 0 ? (
          <span
            data-slot="image-grid-cover"
            className="m-1 rounded-sm bg-ink/75 px-1.5 py-0.5 text-xs font-medium text-ink-inverse"
          >
            {intl.formatMessage(messages.cover)}
          </span>
        ) : null}
        {item.status === 'error' ? (
          <Suspense fallback={null}>
            <TileError />
          </Suspense>
        ) : null}
        {item.status === 'waiting' ? (
          <Suspense fallback={null}>
            <TileWaiting />
          </Suspense>
        ) : null}
      </span>

      {handleProps && !busy ? (
        <button
          type="button"
          ref={handleRef}
          data-slot="image-grid-handle"
          aria-label={intl.formatMessage(messages.move, { index: number })}
          disabled={disabled}
          className={cn(tileButton, 'absolute start-1 top-1 cursor-grab touch-none active:cursor-grabbing')}
          {...handleProps}
        >
          <GripVertical aria-hidden="true" />
        </button>
      ) : null}
      <span className="absolute end-1 top-1 flex gap-1">
        {onCrop && item.status === 'done' ? (
          <button
            type="button"
            disabled={disabled}
            data-slot="image-grid-crop"
            aria-label={intl.formatMessage(messages.crop, { index: number })}
            onClick={() => onCrop(item.id)}
            className={tileButton}
          >
            <Crop aria-hidden="true" />
          </button>
        ) : null}
        {/* A picture waiting for the network may be tried at once. */}
        {onRetry && (item.status === 'error' || item.status === 'waiting') ? (
          <button
            type="button"
            disabled={disabled}
            data-slot="image-grid-retry"
            aria-label={intl.formatMessage(messages.retry, { index: number })}
            onClick={() => onRetry(item.id)}
            className={tileButton}
          >
            <RotateCcw aria-hidden="true" />
          </button>
        ) : null}
        <button
          type="button"
          disabled={disabled}
          data-slot="image-grid-remove"
          aria-label={intl.formatMessage(messages.remove, { index: number })}
          onClick={() => onRemove(item.id)}
          className={tileButton}
        >
          <X aria-hidden="true" />
        </button>
      </span>
    </li>
  );
}
