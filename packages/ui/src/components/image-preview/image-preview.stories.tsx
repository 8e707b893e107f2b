import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { localized } from '../../lib/story-intl';
import { labelledPicture } from '../../lib/story-picture';
import { ImagePreview, type ImagePreviewProps, type PreviewImage } from './image-preview';
import { messages } from './messages';

/** A flat, deterministic picture as an inline SVG with its number on it: no network in stories. */
function picture(label: string, hue: number, width = 800, height = 600): PreviewImage {
  return {
    src: labelledPicture({ width, height, hue, label, baselinePercent: 55, fontSize: 120 }),
    alt: `Picture ${label}`,
  };
}

const images = [picture('1', 210), picture('2', 30), picture('3', 140, 600, 900)];

/** "2 / 3" as the story's locale writes it. */
const position = (current: number, total: number) =>
  localized(messages.position, { current: String(current), total: String(total) });

/** The arrow keys that go to the next and the previous image: they follow the reading direction of the dialog. */
function arrows(dialog: HTMLElement) {
  const rtl = getComputedStyle(dialog).direction === 'rtl';
  return { forward: rtl ? '{ArrowLeft}' : '{ArrowRight}', backward: rtl ? '{ArrowRight}' : '{ArrowLeft}' };
}

function WithTrigger(args: ImagePreviewProps) {
  const [open, setOpen] = useState(args.defaultOpen ?? false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open preview</Button>
      <ImagePreview
        {...args}
        defaultOpen={undefined}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange?.(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/ImagePreview',
  component: ImagePreview,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { images, defaultOpen: true, onIndexChange: fn(), onOpenChange: fn() },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof ImagePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: localized(messages.title) });
    await expect(within(dialog).getByRole('img', { name: 'Picture 1' })).toBeInTheDocument();
    await expect(within(dialog).getByText(position(1, 3))).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: localized(messages.previous) })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const ButtonsAndArrowKeys: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: localized(messages.title) });
    const next = () => within(dialog).getByRole('button', { name: localized(messages.next) });
    const { forward, backward } = arrows(dialog);
    await userEvent.click(next());
    await expect(within(dialog).getByRole('img', { name: 'Picture 2' })).toBeInTheDocument();
    await userEvent.keyboard(forward);
    await expect(within(dialog).getByRole('img', { name: 'Picture 3' })).toBeInTheDocument();
    await expect(next()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next());
    await expect(within(dialog).getByRole('img', { name: 'Picture 3' })).toBeInTheDocument();
    await userEvent.keyboard(backward);
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{Home}');
    await expect(within(dialog).getByText(position(1, 3))).toBeInTheDocument();
  },
};

export const CloseWithEscape: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: localized(messages.title) });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(screen.getByRole('button', { name: 'Open preview' }));
    await userEvent.click(await screen.findByRole('button', { name: localized(messages.close) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Open preview' }));
    await screen.findByRole('dialog');
  },
};

export const StartsAtThird: Story = { args: { defaultIndex: 2 } };

export const SingleImage: Story = {
  args: { images: [picture('1', 210)] },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: localized(messages.title) });
    await expect(within(dialog).getByRole('img', { name: 'Picture 1' })).toBeInTheDocument();
    await expect(
      within(dialog).queryByRole('button', { name: localized(messages.next) }),
    ).not.toBeInTheDocument();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans-CN' },
  args: { images: [picture('图一', 210), picture('图二', 30)] },
};

/** Right to left, ArrowLeft goes forward and the buttons swap sides. */
export const RightToLeft: Story = {
  globals: { locale: 'ar-EG' },
  args: { images: [picture('١', 210), picture('٢', 30), picture('٣', 140)] },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: localized(messages.title) });
    await userEvent.keyboard('{ArrowLeft}');
    await expect(within(dialog).getByText(position(2, 3))).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByText(position(1, 3))).toBeInTheDocument();
  },
};
