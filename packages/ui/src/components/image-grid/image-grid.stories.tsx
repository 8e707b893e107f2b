import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localized } from '../../lib/story-intl';
import { labelledPicture } from '../../lib/story-picture';
import { ImageGrid, loadImageGridChunks, type ImageGridItem } from './image-grid';
import { messages } from './messages';
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
  { id: 'wait', src: picture(140, 'W'), status: 'waiting' },
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

/** The tiles, their upload states and the reordering are chunks of their own: in before the story renders, as on a page that has used them. */
const preloadChunks = async () => {
  await loadImageGridChunks();
  return {};
};

/**
 * Every tile drawn as itself (not its placeholder) with the overlay of its state (spinner, progress ring, failure
 * strip): chunks of their own, so a screenshot waits for them, whatever the story did.
 */
async function tilesSettled(canvasElement: HTMLElement) {
  const overlay = {
    loading: 'image-grid-loading',
    uploading: 'image-grid-progress',
    error: 'image-grid-error',
  };
  await waitFor(() => {
    expect(canvasElement.querySelectorAll('[data-slot="image-grid-placeholder"]')).toHaveLength(0);
    for (const tile of canvasElement.querySelectorAll('[data-slot="image-grid-item"]')) {
      const slot = overlay[tile.getAttribute('data-state') as keyof typeof overlay];
      if (slot) expect(tile.querySelector(`[data-slot="${slot}"]`)).not.toBeNull();
    }
  });
}

const meta = {
  loaders: [preloadChunks],
  afterEach: async ({ canvasElement }) => tilesSettled(canvasElement),
  title: 'Patterns/Creation/ImageGrid',
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
    await expect(await within(canvasElement).findByText(localized(messages.cover))).toBeVisible();
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
      await within(canvasElement).findByRole('progressbar', {
        name: localized(messages.uploading, { percent: '42' }),
      }),
    ).toBeVisible();
  },
};

/**
 * Uploads that tell no progress (yet): a spinner alone, named as uploading, with no percent; beside one whose
 * progress is known, which shows the ring and its percent alone.
 */
export const UploadingUnknownProgress: Story = {
  args: {
    items: [
      { id: 'unknown', src: picture(200, '1'), status: 'uploading' },
      { id: 'known', src: picture(230, '2'), status: 'uploading', progress: 42 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const unknown = await canvas.findByRole('progressbar', { name: localized(messages.uploadingUnknown) });
    await expect(unknown).not.toHaveAttribute('aria-valuenow');
    await expect(unknown).not.toHaveTextContent('%');
    const known = canvas.getByRole('progressbar', { name: localized(messages.uploading, { percent: '42' }) });
    await expect(known).toHaveAttribute('aria-valuenow', '42');
    await expect(known).toHaveTextContent('42%');
    // One indicator a tile: no spinner stacked over the ring, no ring behind the spinner.
    for (const tile of canvasElement.querySelectorAll<HTMLElement>('[data-slot="image-grid-item"]')) {
      await expect(within(tile).getAllByRole('progressbar')).toHaveLength(1);
      await expect(tile.querySelectorAll('.animate-spin, [class*="animate-spin"]')).toHaveLength(
        tile.contains(unknown) ? 1 : 0,
      );
    }
  },
};

/** Removing an image mid-upload (the composer cancels the upload), with the keyboard alone. */
export const RemoveWhileUploading: Story = {
  args: { items: MIXED },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    (await canvas.findByRole('button', { name: localized(messages.remove, { index: '1' }) })).focus();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: localized(messages.remove, { index: '2' }) }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledWith('up');
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
  },
};

/** A failed upload: red, with Retry and Remove. */
export const FailedWithRetry: Story = {
  args: { items: [DONE[0]!, { id: 'err', src: picture(0, 'E'), status: 'error' }, DONE[1]!] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: localized(messages.retry, { index: '2' }) });
    // Beside the failure, which still says what happened, and the remove button.
    const tile = retry.closest<HTMLElement>('[data-slot="image-grid-item"]')!;
    await expect(within(tile).getByText(localized(messages.error))).toBeVisible();
    await expect(
      within(tile).getByRole('button', { name: localized(messages.remove, { index: '2' }) }),
    ).toBeVisible();
    const { width, height } = retry.getBoundingClientRect();
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledWith('err');
    // The picture is the tile at rest. The click brings the reordering in, which draws the tiles anew and puts the
    // focus back (with a ring or not, by the browser's history): once it is in, the focus leaves.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: localized(messages.move, { index: '2' }) })).toHaveAttribute(
        'aria-roledescription',
      ),
    );
    (document.activeElement as HTMLElement | null)?.blur();
    const settled = canvas.getByRole('button', { name: localized(messages.retry, { index: '2' }) });
    await expect(settled).not.toHaveFocus();
    await waitFor(() => expect(settled.getAnimations()).toHaveLength(0));
  },
};

/** An upload that got no answer: it says it waits for the network, goes again by itself, and can be tried now. */
export const WaitingForNetwork: Story = {
  args: { items: [DONE[0]!, { id: 'wait', src: picture(140, 'W'), status: 'waiting' }, DONE[1]!] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const waiting = await canvas.findByText(localized(messages.waiting));
    await expect(waiting).toHaveAttribute('role', 'status');
    const tile = waiting.closest<HTMLElement>('[data-slot="image-grid-item"]')!;
    // On its way: it cannot be moved or cropped, and can be tried at once or removed.
    await expect(
      within(tile).queryByRole('button', { name: localized(messages.crop, { index: '2' }) }),
    ).toBeNull();
    await expect(
      within(tile).queryByRole('button', { name: localized(messages.move, { index: '2' }) }),
    ).toBeNull();
    await expect(
      within(tile).getByRole('button', { name: localized(messages.remove, { index: '2' }) }),
    ).toBeVisible();
    await userEvent.click(
      within(tile).getByRole('button', { name: localized(messages.retry, { index: '2' }) }),
    );
    await expect(args.onRetry).toHaveBeenCalledWith('wait');
    (document.activeElement as HTMLElement | null)?.blur();
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
    await expect(within(canvasElement).queryByLabelText(localized(messages.add))).toBeNull();
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

/**
 * Space picks the first image up, the arrow key of the reading direction (right, or left right to left) moves it
 * one place on, Space drops it.
 */
export const KeyboardReorder: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const before = order(canvasElement);
    const moveFirst = localized(messages.move, { index: '1' });
    (await canvas.findByRole('button', { name: moveFirst })).focus();
    // The focus in the tiles fetches the reordering; the handle keeps the focus when it arrives.
    await waitFor(() => expect(canvasElement.querySelector('[data-reorder="ready"]')).not.toBeNull());
    await expect(canvas.getByRole('button', { name: moveFirst })).toHaveFocus();
    await userEvent.keyboard(' ');
    const rightToLeft = getComputedStyle(canvasElement).direction === 'rtl';
    await userEvent.keyboard(rightToLeft ? '{ArrowLeft}' : '{ArrowRight}');
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
    // A pointer over the tiles fetches the reordering.
    const moveLast = localized(messages.move, { index: '4' });
    await userEvent.hover(await canvas.findByRole('button', { name: moveLast }));
    await waitFor(() => expect(canvasElement.querySelector('[data-reorder="ready"]')).not.toBeNull());
    const handle = canvas.getByRole('button', { name: moveLast });
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
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: localized(messages.crop, { index: '2' }) }),
    );
    await expect(args.onCrop).toHaveBeenCalledWith('b');
  },
};

export const Chinese: Story = { globals: { locale: 'zh-Hans-CN' }, args: { items: MIXED } };

/** Right to left, the first image (the cover) sits at the right, its badge in the bottom right corner. */
export const Arabic: Story = { globals: { locale: 'ar-EG' }, args: { items: MIXED } };
