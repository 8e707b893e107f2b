import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
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
import { useIntl } from 'react-intl';
import type { ImageGridItem } from './image-grid';
import { ImageTile, isBusy, type ImageTileProps } from './image-tile';
import { messages } from './messages';

type TileProps = Pick<ImageTileProps, 'disabled' | 'onRemove' | 'onCrop' | 'onRetry'>;

/**
 * ImageGrid's reordering, by drag (a mouse or a finger) or by keyboard (Space or Enter picks a tile up, the arrow keys move it, Space
 * or Enter puts it down, Escape cancels), with every move announced. Its own chunk: dnd-kit comes with the
 * second image.
 */
export default function SortableList({
  items,
  tile,
  onReorder,
}: {
  items: readonly ImageGridItem[];
  tile: TileProps;
  onReorder: (ids: string[]) => void;
}) {
  const intl = useIntl();
  const sensors = useSensors(
    // A mouse and a finger each by their own events: a finger on the handle (which never scrolls the page,
    // `touch-none`) drags at once, as a mouse does once it has moved.
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { distance: 4 } }),
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
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{
        // Its instructions and live region go to the end of the body: the tiles sit in the grid's list.
        container: document.body,
        announcements,
        screenReaderInstructions: { draggable: intl.formatMessage(messages.instructions) },
      }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        {items.map((item, index) => (
          <SortableTile key={item.id} item={item} index={index} {...tile} />
        ))}
      </SortableContext>
    </DndContext>
  );
}

function SortableTile(props: TileProps & Pick<ImageTileProps, 'item' | 'index'>) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: props.item.id, disabled: props.disabled || isBusy(props.item) });
  return (
    <ImageTile
      {...props}
      nodeRef={setNodeRef}
      handleRef={setActivatorNodeRef}
      handleProps={{ ...attributes, ...listeners }}
      dragStyle={{ transform: CSS.Translate.toString(transform), transition }}
      dragging={isDragging}
    />
  );
}
