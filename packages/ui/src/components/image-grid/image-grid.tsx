import ImagePlus from 'lucide-react/icons/image-plus';
import {
  lazy,
  Suspense,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type DragEvent,
} from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { messages } from './messages';
import type SortableList from './sortable-list';

// dnd-kit, in a chunk of its own: fetched when the creator reaches for the tiles (a pointer over them, the focus
// in them) or heads for the add tile, never just because pictures are there (an edit, a task, a draft).
let sortableList: typeof SortableList | undefined;
const loadSortable = () => import('./sortable-list').then((module) => (sortableList = module.default));
const loadTiles = () => import('./image-tile');
// The tiles come with the first image: an empty grid is its add tile.
const ImageTile = lazy(() => loadTiles().then((module) => ({ default: module.ImageTile })));
/** The grid's chunks (tiles, their upload states, the reordering), for a page or a story that wants them in. */
export const loadImageGridChunks = () =>
  Promise.all([loadTiles(), import('./tile-status'), loadSortable()]).then(() => undefined);
/** Fetched (and compiled) as the creator heads for the add tile or drags files in, not while ten pictures arrive. */
const prefetchTiles = () => void loadImageGridChunks().catch(() => undefined);

/** `waiting`: the upload got no answer, and goes again by itself when the network returns. */
export type ImageItemStatus = 'loading' | 'uploading' | 'waiting' | 'done' | 'error';

export interface ImageGridItem {
  /** Stable identity across reorders. */
  id: string;
  /** What to show: the uploaded address, or a local object URL while uploading. */
  src?: string;
  status: ImageItemStatus;
  /** Upload progress, 0 to 100, while uploading; left out while the upload cannot tell (a spinner shows). */
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
 * The composer's images: tiles for loading and uploading images (one indicator: the progress ring with its
 * percent, or a spinner while the progress is unknown; they cannot be moved or cropped, but can be removed), done and failed ones (red, with retry), the first one marked as the cover, an
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

  // The reordering, once fetched; until then the tiles show their handles, which do nothing yet.
  const [Sortable, setSortable] = useState(() => sortableList);
  const listRef = useRef<HTMLUListElement>(null);
  // The control that held the focus when the reordering came in: the tiles are drawn anew, the focus goes back.
  const refocus = useRef<{ index: number; slot: string | null }>(undefined);
  // A press under way (a tap on a tile's button) finishes on the tiles it started on: the swap waits for it.
  const pressed = useRef(false);
  const waiting = useRef<typeof SortableList>(undefined);
  const swap = () => {
    const component = waiting.current;
    if (!component || pressed.current) return;
    waiting.current = undefined;
    const list = listRef.current;
    const active = document.activeElement;
    const tile = active?.closest('[data-slot="image-grid-item"]');
    if (list && tile && list.contains(tile))
      refocus.current = {
        index: [...list.querySelectorAll('[data-slot="image-grid-item"]')].indexOf(tile),
        slot: active!.getAttribute('data-slot'),
      };
    setSortable(() => component);
  };
  const reachForTiles = () => {
    if (waiting.current) return swap();
    if (Sortable || items.length < 2) return;
    void loadSortable().then(
      (component) => {
        waiting.current = component;
        swap();
      },
      () => undefined,
    );
  };
  const pressHandlers = {
    onPointerDown: () => {
      pressed.current = true;
      // Released wherever it ends (a press may leave the list before it lets go).
      document.addEventListener('pointerup', () => void (pressed.current = false), { once: true });
    },
    onPointerCancel: () => {
      pressed.current = false;
      swap();
    },
    // Once the press has made its click (or the pointer moves on), the reordering takes over.
    onClick: swap,
    onPointerMove: () => {
      if (!pressed.current && waiting.current) swap();
    },
  };
  useLayoutEffect(() => {
    const target = refocus.current;
    if (!Sortable || !target) return;
    refocus.current = undefined;
    const tile = listRef.current?.querySelectorAll('[data-slot="image-grid-item"]')[target.index];
    (
      (target.slot && tile?.querySelector<HTMLElement>(`[data-slot="${target.slot}"]`)) ||
      tile?.querySelector<HTMLElement>('button')
    )?.focus();
  }, [Sortable]);
  const reorderable = items.length > 1;

  const tileProps = { disabled, onRemove, onCrop, onRetry };
  const tiles = (
    <Suspense
      fallback={items.map((item) => (
        <li
          key={item.id}
          data-slot="image-grid-placeholder"
          className="size-28 rounded-md bg-surface-sunken"
        />
      ))}
    >
      {items.map((item, index) => (
        <ImageTile
          key={item.id}
          item={item}
          index={index}
          {...tileProps}
          handleProps={reorderable ? WAITING_HANDLE : undefined}
        />
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
      <ul
        ref={listRef}
        aria-label={intl.formatMessage(messages.list)}
        data-reorder={reorderable && Sortable ? 'ready' : undefined}
        onPointerEnter={reachForTiles}
        onFocus={reachForTiles}
        {...pressHandlers}
        className="flex flex-wrap gap-3"
      >
        {reorderable && Sortable ? <Sortable items={items} tile={tileProps} onReorder={onReorder} /> : tiles}
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

/** A handle before the reordering is in: shown and focusable, so nothing moves when it arrives. */
const WAITING_HANDLE = {};

const carriesFiles = (event: DragEvent) => [...(event.dataTransfer?.types ?? [])].includes('Files');
