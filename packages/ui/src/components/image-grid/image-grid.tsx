import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import Crop from 'lucide-react/icons/crop';
import GripVertical from 'lucide-react/icons/grip-vertical';
import ImagePlus from 'lucide-react/icons/image-plus';
import X from 'lucide-react/icons/x';
import { useId, type ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { messages } from './messages';

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
  /** Files picked with the add tile (the caller checks type, size and count). */
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  /** The new order of ids after a drag or keyboard move. */
  onReorder: (ids: string[]) => void;
  /** Opens the crop dialog for a finished image; no crop button without it. */
  onCrop?: (id: string) => void;
  accept?: string;
  disabled?: boolean;
};

/**
 * The composer's images: tiles for loading, uploading (with progress; cannot be moved or cropped),
 * done and failed (red, removable) images, an add tile, and reordering by drag or by keyboard.
 */
export function ImageGrid({
  items,
  max,
  onAdd,
  onRemove,
  onReorder,
  onCrop,
  accept = 'image/jpeg,image/png,image/gif,image/webp',
  disabled = false,
  className,
  ...props
}: ImageGridProps) {
  const intl = useIntl();
  const inputId = useId();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const place = (id: string | number | undefined) => String(ids.indexOf(String(id)) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) => intl.formatMessage(messages.dragStart, { index: place(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? intl.formatMessage(messages.dragOver, { index: place(active.id), position: place(over.id) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? intl.formatMessage(messages.dragEnd, { index: place(active.id), position: place(over.id) })
        : undefined,
    onDragCancel: ({ active }) => intl.formatMessage(messages.dragCancel, { index: place(active.id) }),
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  return (
    <div data-slot="image-grid" className={cn('flex flex-col gap-2', className)} {...props}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={handleDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: intl.formatMessage(messages.instructions) },
        }}
      >
        <SortableContext items={ids} strategy={rectSortingStrategy}>
          <ul aria-label={intl.formatMessage(messages.list)} className="flex flex-wrap gap-3">
            {items.map((item, index) => (
              <ImageTile
                key={item.id}
                item={item}
                index={index}
                disabled={disabled}
                onRemove={onRemove}
                onCrop={onCrop}
              />
            ))}
            {items.length < max ? (
              <li>
                <label
                  htmlFor={inputId}
                  data-slot="image-grid-add"
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
        </SortableContext>
      </DndContext>
      <p data-slot="image-grid-counter" dir="ltr" className="self-start text-xs text-ink-muted tabular-nums">
        {intl.formatMessage(messages.counter, { count: String(items.length), max: String(max) })}
      </p>
    </div>
  );
}

const tileButton =
  'inline-flex size-7 items-center justify-center rounded-full bg-ink/75 text-ink-inverse transition-colors hover:bg-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 [&_svg]:size-4';

function ImageTile({
  item,
  index,
  disabled,
  onRemove,
  onCrop,
}: {
  item: ImageGridItem;
  index: number;
  disabled: boolean;
  onRemove: (id: string) => void;
  onCrop?: (id: string) => void;
}) {
  const intl = useIntl();
  const number = String(index + 1);
  // An image still on its way cannot be picked up, cropped or removed halfway.
  const busy = item.status === 'loading' || item.status === 'uploading';
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: item.id,
      disabled: disabled || busy,
    });
  const percent = Math.round(Math.min(100, Math.max(0, item.progress ?? 0)));

  return (
    <li
      ref={setNodeRef}
      data-slot="image-grid-item"
      data-state={item.status}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
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

      {item.status === 'loading' ? (
        <span role="status" className="absolute inset-0 flex items-center justify-center text-xs text-ink">
          <span
            className="size-6 rounded-full border-2 border-current border-e-transparent motion-safe:animate-spin"
            aria-hidden="true"
          />
          <span className="sr-only">{intl.formatMessage(messages.loading)}</span>
        </span>
      ) : null}

      {item.status === 'uploading' ? (
        <span className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-surface/60 px-3">
          <span
            className="size-6 rounded-full border-2 border-brand-600 border-e-transparent motion-safe:animate-spin"
            aria-hidden="true"
          />
          <span
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-label={intl.formatMessage(messages.uploading, { percent: String(percent) })}
            className="h-1.5 w-full overflow-hidden rounded-full bg-line"
          >
            <span
              className="block h-full rounded-full bg-brand-600 transition-[width]"
              style={{ width: `${percent}%` }}
            />
          </span>
          <span aria-hidden="true" className="text-xs font-medium text-ink tabular-nums">
            {percent}%
          </span>
        </span>
      ) : null}

      {item.status === 'error' ? (
        <span className="absolute inset-x-0 bottom-0 flex items-center gap-1 bg-danger-600 px-2 py-1 text-xs text-ink-inverse">
          <CircleAlert aria-hidden="true" className="size-3.5 shrink-0" />
          {intl.formatMessage(messages.error)}
        </span>
      ) : null}

      {!busy ? (
        <>
          <button
            type="button"
            ref={setActivatorNodeRef}
            data-slot="image-grid-handle"
            aria-label={intl.formatMessage(messages.move, { index: number })}
            disabled={disabled}
            className={cn(tileButton, 'absolute start-1 top-1 cursor-grab touch-none active:cursor-grabbing')}
            {...attributes}
            {...listeners}
          >
            <GripVertical aria-hidden="true" />
          </button>
          <span className="absolute end-1 top-1 flex gap-1">
            {onCrop && item.status === 'done' ? (
              <button
                type="button"
                disabled={disabled}
                aria-label={intl.formatMessage(messages.crop, { index: number })}
                onClick={() => onCrop(item.id)}
                className={tileButton}
              >
                <Crop aria-hidden="true" />
              </button>
            ) : null}
            <button
              type="button"
              disabled={disabled}
              aria-label={intl.formatMessage(messages.remove, { index: number })}
              onClick={() => onRemove(item.id)}
              className={tileButton}
            >
              <X aria-hidden="true" />
            </button>
          </span>
        </>
      ) : null}
    </li>
  );
}
