import ImagePlus from 'lucide-react/icons/image-plus';
import { lazy, Suspense, useId, useRef, useState, type ComponentProps, type DragEvent } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { messages } from './messages';

// dnd-kit, in a chunk of its own: fetched with the second image, when there is something to reorder.
const loadSortable = () => import('./sortable-list');
const loadTiles = () => import('./image-tile');
const SortableList = lazy(loadSortable);
// The tiles come with the first image: an empty grid is its add tile.
const ImageTile = lazy(() => loadTiles().then((module) => ({ default: module.ImageTile })));
/** Fetched (and compiled) as the creator heads for the add tile or drags files in, not while ten pictures arrive. */
const prefetchTiles = () => void Promise.all([loadTiles(), loadSortable()]).catch(() => undefined);

export type ImageItemStatus = 'loading' | 'uploading' | 'done' | 'error';

export interface ImageGridItem {
  /** Stable identity across reorders. */
  id: string;
  /** What to show: the uploaded address, or a local object URL while uploading. */
  src?: string;
  status: ImageItemStatus;
  /** Upload progress, 0 to 100, while uploading. */
  progress?: number;
}

export type ImageGridProps = Omit<ComponentProps<'div'>, 'onChange'> & {
  items: readonly ImageGridItem[];
  /** Most images (`POST_IMAGES_MAX` of `@creator/forms/rules/post` for a short post); the add tile goes at the limit. */
  max: number;
  /** Files picked with the add tile or dropped on the grid (the caller checks type, size and count). */
  onAdd: (files: File[]) => void;
  /** Removes an image; for one still uploading, the caller cancels its upload too. */
  onRemove: (id: string) => void;
  /** Uploads a failed image again; no retry button without it. */
  onRetry?: (id: string) => void;
  /** The new order of ids after a drag or keyboard move. */
  onReorder: (ids: string[]) => void;
  /** Opens the crop dialog for a finished image; no crop button without it. */
  onCrop?: (id: string) => void;
  accept?: string;
  disabled?: boolean;
};

/**
 * The composer's images: tiles for loading and uploading images (a progress ring; they cannot be moved or
 * cropped, but can be removed), done and failed ones (red, with retry), the first one marked as the cover, an
 * add tile that also takes files dropped on the grid, and reordering by drag or by keyboard.
 */
export function ImageGrid({
  items,
  max,
  onAdd,
  onRemove,
  onReorder,
  onCrop,
  onRetry,
  accept = 'image/jpeg,image/png,image/gif,image/webp',
  disabled = false,
  className,
  onDragEnter,
  onDragOver,
  onDragLeave,
  onDrop,
  ...props
}: ImageGridProps) {
  const intl = useIntl();
  const inputId = useId();
  // Files dragged over the grid. dragenter and dragleave fire for every child crossed, so count the depth.
  const [dropTarget, setDropTarget] = useState(false);
  const depth = useRef(0);
  const leaveDrop = () => {
    depth.current = 0;
    setDropTarget(false);
  };
  // Only files count; dnd-kit's own reordering works with pointer and key events, not HTML drag and drop.
  const dropHandlers = {
    onDragEnter: (event: DragEvent<HTMLDivElement>) => {
      onDragEnter?.(event);
      if (!carriesFiles(event)) return;
      prefetchTiles();
      event.preventDefault();
      depth.current += 1;
      setDropTarget(!disabled);
    },
    onDragOver: (event: DragEvent<HTMLDivElement>) => {
      onDragOver?.(event);
      if (!carriesFiles(event)) return;
      // Taken over even when disabled, so the browser does not open the file in place of the page.
      event.preventDefault();
      event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    },
    onDragLeave: (event: DragEvent<HTMLDivElement>) => {
      onDragLeave?.(event);
      if (!carriesFiles(event)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDropTarget(false);
    },
    onDrop: (event: DragEvent<HTMLDivElement>) => {
      onDrop?.(event);
      if (!carriesFiles(event)) return;
      event.preventDefault();
      leaveDrop();
      const files = [...event.dataTransfer.files];
      // At the limit too: the caller says how many fit (the count warning names the maximum).
      if (!disabled && files.length > 0) onAdd(files);
    },
  };

  const tileProps = { disabled, onRemove, onCrop, onRetry };
  const tiles = (
    <Suspense
      fallback={items.map((item) => (
        <li key={item.id} className="size-28 rounded-md bg-surface-sunken" />
      ))}
    >
      {items.map((item, index) => (
        <ImageTile key={item.id} item={item} index={index} {...tileProps} />
      ))}
    </Suspense>
  );
  return (
    <div
      data-slot="image-grid"
      data-state={dropTarget ? 'drop-target' : 'idle'}
      className={cn(
        'flex flex-col gap-2 rounded-md',
        dropTarget && 'bg-brand-50 outline-2 outline-offset-4 outline-brand-500 outline-dashed',
        className,
      )}
      {...dropHandlers}
      {...props}
    >
      {/* One list whatever the count: the add tile (and the focus on it) stays when the reordering comes in. */}
      <ul aria-label={intl.formatMessage(messages.list)} className="flex flex-wrap gap-3">
        {items.length > 1 ? (
          <Suspense fallback={tiles}>
            <SortableList items={items} tile={tileProps} onReorder={onReorder} />
          </Suspense>
        ) : (
          tiles
        )}
        {items.length < max ? (
          <li>
            <label
              htmlFor={inputId}
              data-slot="image-grid-add"
              onPointerEnter={prefetchTiles}
              onFocus={prefetchTiles}
              className={cn(
                'flex size-28 cursor-pointer flex-col items-center justify-center gap-1 rounded-md border border-dashed border-line-strong bg-surface-sunken text-sm text-ink-muted transition-colors hover:border-brand-500 hover:text-brand-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
                disabled && 'pointer-events-none opacity-50',
              )}
            >
              <ImagePlus aria-hidden="true" className="size-6" />
              {intl.formatMessage(messages.add)}
              <input
                id={inputId}
                type="file"
                multiple
                accept={accept}
                disabled={disabled}
                className="sr-only"
                onChange={(event) => {
                  const files = [...(event.target.files ?? [])];
                  event.target.value = '';
                  if (files.length > 0) onAdd(files);
                }}
              />
            </label>
          </li>
        ) : null}
      </ul>
      <p data-slot="image-grid-counter" dir="ltr" className="self-start text-xs text-ink-muted tabular-nums">
        {intl.formatMessage(messages.counter, { count: String(items.length), max: String(max) })}
      </p>
    </div>
  );
}

const carriesFiles = (event: DragEvent) => [...(event.dataTransfer?.types ?? [])].includes('Files');
