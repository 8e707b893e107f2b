import { render, screen, within } from '@testing-library/react';
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

function renderGrid(props: Partial<ImageGridProps> = {}) {
  const handlers = { onAdd: vi.fn(), onRemove: vi.fn(), onReorder: vi.fn(), onCrop: vi.fn() };
  render(
    <IntlProvider locale="en-US" messages={enUS}>
      <ImageGrid items={ITEMS} max={POST_IMAGES_MAX} {...handlers} {...props} />
    </IntlProvider>,
  );
  return handlers;
}

describe('ImageGrid', () => {
  it('shows each state: progress while uploading, a failure, a spinner while loading', () => {
    renderGrid();
    expect(screen.getByRole('progressbar', { name: 'Uploading 42%' })).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText('Preparing').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.getByText('4/10')).toBeInTheDocument();
  });

  it('offers crop only for finished images and never moves or removes one still uploading', () => {
    renderGrid();
    const items = within(screen.getByRole('list', { name: 'Images' })).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('button', { name: 'Crop image 1' })).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(items[2]!).queryByRole('button', { name: 'Crop image 3' })).not.toBeInTheDocument();
    expect(within(items[2]!).getByRole('button', { name: 'Remove image 3' })).toBeInTheDocument();
  });

  it('removes and opens the crop dialog through its callbacks', async () => {
    const { onRemove, onCrop } = renderGrid();
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Crop image 1' }));
    expect(onRemove).toHaveBeenCalledWith('c');
    expect(onCrop).toHaveBeenCalledWith('a');
  });

  it('hands picked files to the caller', async () => {
    const { onAdd } = renderGrid();
    const file = new File(['x'], 'cat_400_300.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Add images'), file);
    expect(onAdd).toHaveBeenCalledWith([file]);
  });

  it('has no add tile at the limit', () => {
    renderGrid({ max: 4 });
    expect(screen.queryByLabelText('Add images')).not.toBeInTheDocument();
    expect(screen.getByText('4/4')).toBeInTheDocument();
  });
});
