import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { labelledPicture } from '../../lib/story-picture';
import { ImageGrid, type ImageGridItem } from './image-grid';
import { POST_IMAGES_MAX } from '@creator/forms/rules/post';

const picture = (hue: number, label: string) =>
  labelledPicture({ width: 240, height: 240, hue, label, baselinePercent: 58, fontSize: 96 });

const DONE: ImageGridItem[] = ['A', 'B', 'C', 'D'].map((label, index) => ({
  id: label.toLowerCase(),
  src: picture(20 + index * 80, label),
  status: 'done',
}));

const MIXED: ImageGridItem[] = [
  DONE[0]!,
  { id: 'up', src: picture(200, 'U'), status: 'uploading', progress: 64 },
  { id: 'err', src: picture(0, 'E'), status: 'error' },
  { id: 'load', status: 'loading' },
];

const UPLOADING: ImageGridItem[] = [0, 8, 42, 99, 100].map((progress, index) => ({
  id: `up${progress}`,
  src: picture(200 + index * 30, String(index + 1)),
  status: 'uploading',
  progress,
}));

const grid = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="image-grid"]')!;

/** What the browser hands the page while files from the desktop are dragged in. */
function dragFiles(target: HTMLElement, type: 'dragenter' | 'dragover' | 'drop', files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  const event = new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer });
  target.dispatchEvent(event);
  return event;
}

/** Keeps the order like the composer does, so moves show on screen. */
function Composer(props: ComponentProps<typeof ImageGrid>) {
  const [items, setItems] = useState(props.items);
  return (
    <ImageGrid
      {...props}
      items={items}
      onReorder={(ids) => {
        setItems(ids.map((id) => items.find((item) => item.id === id)!));
        props.onReorder(ids);
      }}
      onRemove={(id) => {
        setItems(items.filter((item) => item.id !== id));
        props.onRemove(id);
      }}
    />
  );
}

const order = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-slot="image-grid-item"] img')].map((image) =>
    image.getAttribute('src'),
  );

/** The tiles and the reordering are chunks of their own: in before the story renders, as on a page that has used them. */
const preloadChunks = async () => {
  await Promise.all([import('./image-tile'), import('./sortable-list')]);
  return {};
};

const meta = {
  loaders: [preloadChunks],
  title: 'Creation/ImageGrid',
  component: ImageGrid,
  tags: ['autodocs'],
  args: {
    items: DONE,
    max: POST_IMAGES_MAX,
    onAdd: fn(),
    onRemove: fn(),
    onReorder: fn(),
    onCrop: fn(),
    onRetry: fn(),
  },
  render: (args) => <Composer {...args} />,
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { items: [] } };

/** Every image uploaded; the first one is the cover. */
export const Done: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Cover')).toBeVisible();
  },
};

/**
 * Loading, uploading with progress (cannot be moved or cropped, can be removed), failed (red, with retry and
 * remove).
 */
export const AllStates: Story = { args: { items: MIXED } };

/** Images being read before their upload starts: a spinner, and a remove button. */
export const Loading: Story = {
  args: {
    items: [
      { id: 'l1', status: 'loading' },
      { id: 'l2', status: 'loading' },
    ],
  },
};

/** Uploads at 0, 8, 42, 99 and 100 %: one ring each, its arc the percent. */
export const Uploading: Story = {
  args: { items: UPLOADING },
  play: async ({ canvasElement }) => {
    const rings = await within(canvasElement).findAllByRole('progressbar');
    await expect(rings.map((ring) => ring.getAttribute('aria-valuenow'))).toEqual([
      '0',
      '8',
      '42',
      '99',
      '100',
    ]);
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Uploading 42%' }),
    ).toBeVisible();
  },
};

/** Removing an image mid-upload (the composer cancels the upload), with the keyboard alone. */
export const RemoveWhileUploading: Story = {
  args: { items: MIXED },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    (await canvas.findByRole('button', { name: 'Remove image 1' })).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove image 2' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledWith('up');
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
  },
};

/** A failed upload: red, with Retry and Remove. */
export const FailedWithRetry: Story = {
  args: { items: [DONE[0]!, { id: 'err', src: picture(0, 'E'), status: 'error' }, DONE[1]!] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Retry image 2' }));
    await expect(args.onRetry).toHaveBeenCalledWith('err');
  },
};

/** Ten images: the add tile is gone. */
export const Full: Story = {
  args: {
    items: Array.from({ length: 10 }, (_, index) => ({
      id: `i${index}`,
      src: picture(index * 36, String(index + 1)),
      status: 'done' as const,
    })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByLabelText('Add images')).toBeNull();
  },
};

/** Files dragged over the grid from the desktop: a brand outline shows where they will land. */
export const DropTarget: Story = {
  play: async ({ canvasElement }) => {
    dragFiles(grid(canvasElement), 'dragenter', [new File(['x'], 'beach.png', { type: 'image/png' })]);
    await waitFor(() => expect(grid(canvasElement)).toHaveAttribute('data-state', 'drop-target'));
  },
};

/** Dropping files hands them to the caller, like the add tile does. */
export const DropFiles: Story = {
  // Looks like Done once dropped (the caller adds the images).
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const file = new File(['x'], 'beach.png', { type: 'image/png' });
    const target = grid(canvasElement);
    dragFiles(target, 'dragenter', [file]);
    await expect(dragFiles(target, 'dragover', [file]).defaultPrevented).toBe(true);
    dragFiles(target, 'drop', [file]);
    await expect(args.onAdd).toHaveBeenCalledWith([file]);
    await waitFor(() => expect(target).toHaveAttribute('data-state', 'idle'));
  },
};

/** Space picks the first image up, the right arrow moves it one place on, Space drops it. */
export const KeyboardReorder: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const before = order(canvasElement);
    (await canvas.findByRole('button', { name: 'Move image 1' })).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledWith(['b', 'a', 'c', 'd']));
    await waitFor(() => expect(order(canvasElement)).toEqual([before[1], before[0], before[2], before[3]]));
  },
};

/** Dragging the last image onto the first place with the pointer. */
export const DragReorder: Story = {
  // Where a pointer drag settles depends on frame timing, so no screenshot: KeyboardReorder shows the same
  // reordered grid deterministically.
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const handle = await canvas.findByRole('button', { name: 'Move image 4' });
    const target = canvasElement
      .querySelectorAll('[data-slot="image-grid-item"]')[0]!
      .getBoundingClientRect();
    const start = handle.getBoundingClientRect();
    const from = { x: start.x + start.width / 2, y: start.y + start.height / 2 };
    const to = { x: target.x + target.width / 2, y: target.y + target.height / 2 };
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: from },
      { coords: { x: from.x - 10, y: from.y } },
      { coords: { x: (from.x + to.x) / 2, y: to.y } },
      { coords: to },
      { keys: '[/MouseLeft]', coords: to },
    ]);
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledWith(['d', 'a', 'b', 'c']));
  },
};

export const CropEntry: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Crop image 2' }));
    await expect(args.onCrop).toHaveBeenCalledWith('b');
  },
};

export const Chinese: Story = { globals: { locale: 'zh-Hans-CN' }, args: { items: MIXED } };

/** Right to left, the first image (the cover) sits at the right, its badge in the bottom right corner. */
export const Arabic: Story = { globals: { locale: 'ar-EG' }, args: { items: MIXED } };
