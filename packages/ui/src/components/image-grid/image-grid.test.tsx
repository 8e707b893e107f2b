import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import enUS from '../../messages/en-US.json';
import { ImageGrid, type ImageGridItem, type ImageGridProps } from './image-grid';
import { POST_IMAGES_MAX } from '@creator/forms/rules/post';

const SRC = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

const ITEMS: ImageGridItem[] = [
  { id: 'a', src: SRC, status: 'done' },
  { id: 'b', src: SRC, status: 'uploading', progress: 42 },
  { id: 'c', src: SRC, status: 'error' },
  { id: 'd', status: 'loading' },
];

/** Renders the grid and waits for its tiles (they, and the reordering, are chunks of their own). */
async function renderGrid(props: Partial<ImageGridProps> = {}) {
  const handlers = {
    onAdd: vi.fn(),
    onRemove: vi.fn(),
    onReorder: vi.fn(),
    onCrop: vi.fn(),
    onRetry: vi.fn(),
  };
  render(
    <IntlProvider locale="en-US" messages={enUS}>
      <ImageGrid items={ITEMS} max={POST_IMAGES_MAX} {...handlers} {...props} />
    </IntlProvider>,
  );
  const count = (props.items ?? ITEMS).length;
  await waitFor(() => expect(document.querySelectorAll('[data-slot="image-grid-item"]')).toHaveLength(count));
  // The pointer reaches the tiles before it presses anything: the reordering comes in first.
  if (count > 1) {
    await userEvent.hover(screen.getByRole('list', { name: 'Images' }));
    await waitFor(() => expect(document.querySelector('[data-reorder="ready"]')).not.toBeNull());
  }
  return handlers;
}

describe('ImageGrid', () => {
  it('shows each state: progress while uploading, a failure, a spinner while loading', async () => {
    await renderGrid();
    const progress = screen.getByRole('progressbar', { name: 'Uploading 42%' });
    expect(progress).toHaveAttribute('aria-valuenow', '42');
    expect(progress).toHaveAttribute('aria-valuemin', '0');
    expect(progress).toHaveAttribute('aria-valuemax', '100');
    expect(progress).toHaveTextContent('42%');
    // One indicator per uploading tile: the ring, no spinner stacked on a bar.
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    expect(screen.getByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText('Preparing').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.getByText('4/10')).toBeInTheDocument();
  });

  it('says which picture waits for the network, and offers to try it now or remove it', async () => {
    const handlers = await renderGrid({
      items: [
        { id: 'a', src: SRC, status: 'done' },
        { id: 'w', src: SRC, status: 'waiting' },
      ],
    });
    const waiting = await screen.findByText('Waiting for the network');
    expect(waiting).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Move image 2' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Crop image 2' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry image 2' }));
    expect(handlers.onRetry).toHaveBeenCalledWith('w');
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(handlers.onRemove).toHaveBeenCalledWith('w');
  });

  it('shows one indicator while an upload tells no progress: a spinner named as uploading, no percent', async () => {
    await renderGrid({
      items: [
        { id: 'a', src: SRC, status: 'uploading' },
        { id: 'b', src: SRC, status: 'uploading', progress: 42 },
      ],
    });
    const [unknown, known] = within(screen.getByRole('list', { name: 'Images' })).getAllByRole('listitem');
    const busy = within(unknown!).getByRole('progressbar', { name: 'Uploading' });
    expect(busy).not.toHaveAttribute('aria-valuenow');
    expect(busy).not.toHaveTextContent('%');
    expect(within(unknown!).getAllByRole('progressbar')).toHaveLength(1);
    expect(within(known!).getAllByRole('progressbar')).toHaveLength(1);
    expect(within(known!).getByRole('progressbar')).toHaveTextContent('42%');
    expect(within(known!).queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers crop only for finished images and never moves or crops one on its way, which can still be removed', async () => {
    await renderGrid();
    const items = within(screen.getByRole('list', { name: 'Images' })).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('button', { name: 'Crop image 1' })).toBeInTheDocument();
    for (const [index, busy] of [items[1]!, items[3]!].entries()) {
      const number = index === 0 ? 2 : 4;
      expect(
        within(busy)
          .getAllByRole('button')
          .map((button) => button.getAttribute('aria-label')),
      ).toEqual([`Remove image ${number}`]);
    }
    expect(within(items[2]!).queryByRole('button', { name: 'Crop image 3' })).not.toBeInTheDocument();
    expect(within(items[2]!).getByRole('button', { name: 'Remove image 3' })).toBeInTheDocument();
  });

  it('removes an image still uploading (the caller cancels its upload), from the keyboard too', async () => {
    const { onRemove } = await renderGrid();
    const remove = screen.getByRole('button', { name: 'Remove image 2' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    expect(onRemove).toHaveBeenCalledWith('b');
  });

  it('retries a failed image, and has no retry button without onRetry', async () => {
    const { onRetry } = await renderGrid();
    expect(screen.getAllByRole('button', { name: /^Retry/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Retry image 3' }));
    expect(onRetry).toHaveBeenCalledWith('c');
  });

  it('has no retry button when the caller cannot retry', async () => {
    await renderGrid({ onRetry: undefined });
    expect(screen.queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument();
  });

  it('brings the reordering in when the focus enters the tiles, and the focused control keeps the focus', async () => {
    // A page that has not fetched the reordering yet.
    vi.resetModules();
    const { ImageGrid: Fresh } = await import('./image-grid');
    render(
      <IntlProvider locale="en-US" messages={enUS}>
        <Fresh items={ITEMS} max={POST_IMAGES_MAX} onAdd={vi.fn()} onRemove={vi.fn()} onReorder={vi.fn()} />
      </IntlProvider>,
    );
    const remove = await screen.findByRole('button', { name: 'Remove image 1' });
    act(() => remove.focus());
    await waitFor(() => expect(document.querySelector('[data-reorder="ready"]')).not.toBeNull());
    const after = screen.getByRole('button', { name: 'Remove image 1' });
    expect(after).not.toBe(remove);
    expect(after).toHaveFocus();
  });

  it('marks the first image as the cover', async () => {
    await renderGrid();
    const items = within(screen.getByRole('list', { name: 'Images' })).getAllByRole('listitem');
    expect(within(items[0]!).getByText('Cover')).toBeInTheDocument();
    expect(screen.getAllByText('Cover')).toHaveLength(1);
  });

  it('removes and opens the crop dialog through its callbacks', async () => {
    const { onRemove, onCrop } = await renderGrid();
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Crop image 1' }));
    expect(onRemove).toHaveBeenCalledWith('c');
    expect(onCrop).toHaveBeenCalledWith('a');
  });

  it('hands picked files to the caller', async () => {
    const { onAdd } = await renderGrid();
    const file = new File(['x'], 'cat_400_300.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Add images'), file);
    expect(onAdd).toHaveBeenCalledWith([file]);
  });

  it('takes files dropped on the grid and shows where they will land while they are dragged over', async () => {
    const { onAdd } = await renderGrid();
    const grid = screen.getByRole('list', { name: 'Images' }).closest('[data-slot="image-grid"]')!;
    const file = new File(['x'], 'cat_400_300.png', { type: 'image/png' });
    const dataTransfer = { types: ['Files'], files: [file] };
    fireEvent.dragEnter(grid, { dataTransfer });
    expect(grid).toHaveAttribute('data-state', 'drop-target');
    // Crossing a child: one more enter, one leave; still over the grid.
    fireEvent.dragEnter(screen.getByText('4/10'), { dataTransfer });
    fireEvent.dragLeave(screen.getByText('4/10'), { dataTransfer });
    expect(grid).toHaveAttribute('data-state', 'drop-target');
    // Cancelled dragover: the grid takes the drop.
    expect(fireEvent.dragOver(grid, { dataTransfer })).toBe(false);
    fireEvent.drop(grid, { dataTransfer });
    expect(onAdd).toHaveBeenCalledWith([file]);
    expect(grid).toHaveAttribute('data-state', 'idle');
  });

  it('ignores drags that carry no files, and files when disabled', async () => {
    for (const props of [{}, { disabled: true }]) {
      const { onAdd } = await renderGrid(props);
      const grid = screen.getByRole('list', { name: 'Images' }).closest('[data-slot="image-grid"]')!;
      const file = new File(['x'], 'cat.png', { type: 'image/png' });
      const text = { types: ['text/plain'], files: [] };
      fireEvent.dragEnter(grid, { dataTransfer: text });
      fireEvent.drop(grid, { dataTransfer: text });
      expect(grid).toHaveAttribute('data-state', 'idle');
      if (props.disabled) {
        const files = { types: ['Files'], files: [file] };
        fireEvent.dragEnter(grid, { dataTransfer: files });
        expect(grid).toHaveAttribute('data-state', 'idle');
        // Still taken over (with no drop effect), so the browser does not open the file instead of the page.
        expect(fireEvent.dragOver(grid, { dataTransfer: files })).toBe(false);
        fireEvent.drop(grid, { dataTransfer: files });
      }
      expect(onAdd).not.toHaveBeenCalled();
      cleanup();
    }
  });

  it('hands files dropped on a full grid to the caller, who says how many fit', async () => {
    const { onAdd } = await renderGrid({ max: 4 });
    const grid = screen.getByRole('list', { name: 'Images' }).closest('[data-slot="image-grid"]')!;
    const file = new File(['x'], 'cat.png', { type: 'image/png' });
    fireEvent.drop(grid, { dataTransfer: { types: ['Files'], files: [file] } });
    expect(onAdd).toHaveBeenCalledWith([file]);
  });

  it('keeps the add tile, and the focus on it, when a second image brings the reordering in', async () => {
    const { rerender } = render(
      <IntlProvider locale="en-US" messages={enUS}>
        <ImageGrid items={[]} max={POST_IMAGES_MAX} onAdd={vi.fn()} onRemove={vi.fn()} onReorder={vi.fn()} />
      </IntlProvider>,
    );
    const input = screen.getByLabelText('Add images');
    input.focus();
    rerender(
      <IntlProvider locale="en-US" messages={enUS}>
        <ImageGrid
          items={ITEMS.slice(0, 2)}
          max={POST_IMAGES_MAX}
          onAdd={vi.fn()}
          onRemove={vi.fn()}
          onReorder={vi.fn()}
        />
      </IntlProvider>,
    );
    await screen.findByRole('button', { name: 'Move image 1' });
    expect(input).toHaveFocus();
  });

  it('has no add tile at the limit', async () => {
    await renderGrid({ max: 4 });
    expect(screen.queryByLabelText('Add images')).not.toBeInTheDocument();
    expect(screen.getByText('4/4')).toBeInTheDocument();
  });
});
