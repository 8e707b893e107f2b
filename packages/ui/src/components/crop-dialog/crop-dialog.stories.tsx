import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { localized } from '../../lib/story-intl';
import { PHONE_VIEWPORT, STORY_VIEWPORTS } from '../../lib/story-viewports';
import { expectASheet } from '../dialog/sheet-story';
import { CropDialog } from './crop-dialog';
import { messages } from './messages';

/** A 1200x800 landscape picture as an inline SVG: no network, same pixels everywhere. */
const LANDSCAPE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="100%" height="100%" fill="#8ecae6"/><circle cx="900" cy="220" r="110" fill="#ffb703"/><path d="M0 800 L420 330 L760 800 Z" fill="#219ebc"/><path d="M380 800 L820 420 L1200 800 Z" fill="#023047"/></svg>',
)}`;

const PORTRAIT = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900"><rect width="100%" height="100%" fill="#f4acb7"/><circle cx="300" cy="330" r="150" fill="#9d8189"/></svg>',
)}`;

const cropBox = () => document.querySelector<HTMLElement>('[data-testid="cropper"]');

const meta = {
  title: 'Patterns/Creation/CropDialog',
  component: CropDialog,
  // react-easy-crop measures its image after layout; a pixel row and the first focus ring may differ by run.
  tags: ['autodocs', 'visual-loose'],
  parameters: { viewport: { options: STORY_VIEWPORTS } },
  args: { open: true, src: LANDSCAPE, onOpenChange: fn(), onConfirm: fn(), onRatioChange: fn() },
} satisfies Meta<typeof CropDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on the original ratio of the picture (3:2 here). */
export const Original: Story = {
  play: async () => {
    await screen.findByRole('dialog', { name: localized(messages.title) });
    await waitFor(() => expect(cropBox()).not.toBeNull());
    await waitFor(() => {
      const box = cropBox()!.getBoundingClientRect();
      expect(box.width / box.height).toBeCloseTo(1.5, 1);
    });
  },
};

/** Switching to 1:1 then 3:4 reshapes the crop area; confirm emits the area in source pixels. */
export const SwitchRatio: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: localized(messages.title) });
    const ratios = within(dialog).getByRole('radiogroup', { name: localized(messages.ratio) });
    await userEvent.click(within(ratios).getByRole('radio', { name: '1:1' }));
    await expect(within(ratios).getByRole('radio', { name: '1:1' })).toHaveAttribute('aria-checked', 'true');
    await expect(args.onRatioChange).toHaveBeenLastCalledWith('1:1');
    await waitFor(() => {
      const box = cropBox()!.getBoundingClientRect();
      expect(box.width / box.height).toBeCloseTo(1, 1);
    });
    await userEvent.click(within(ratios).getByRole('radio', { name: '3:4' }));
    await waitFor(() => {
      const box = cropBox()!.getBoundingClientRect();
      expect(box.width / box.height).toBeCloseTo(0.75, 1);
    });
    await userEvent.click(within(dialog).getByRole('button', { name: localized(messages.confirm) }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    const [area, ratio] = (args.onConfirm as ReturnType<typeof fn>).mock.calls[0]!;
    await expect(ratio).toBe('3:4');
    await expect(area.width / area.height).toBeCloseTo(0.75, 1);
    await expect(area.height).toBeLessThanOrEqual(800);
  },
};

/** One ratio offered (the avatar's 1:1): no switch, a square area whatever the picture's shape. */
export const SquareOnly: Story = {
  args: { ratios: ['1:1'] },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: localized(messages.title) });
    await expect(within(dialog).queryByRole('radiogroup')).not.toBeInTheDocument();
    await expect(dialog).toHaveAccessibleDescription(localized(messages.descriptionFixed));
    await waitFor(() => {
      const box = cropBox()!.getBoundingClientRect();
      expect(box.width / box.height).toBeCloseTo(1, 1);
    });
    const confirm = within(dialog).getByRole('button', { name: localized(messages.confirm) });
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    const [area, ratio] = (args.onConfirm as ReturnType<typeof fn>).mock.calls[0]!;
    await expect(ratio).toBe('1:1');
    await expect(area.width).toBe(area.height);
    await expect(args.onRatioChange).not.toHaveBeenCalled();
  },
};

export const ThreeToTwo: Story = { args: { defaultRatio: '3:2', src: PORTRAIT } };

export const PortraitOriginal: Story = { args: { src: PORTRAIT } };

export const Chinese: Story = { globals: { locale: 'zh-Hans-CN' }, args: { defaultRatio: '1:1' } };

export const Arabic: Story = { globals: { locale: 'ar-EG' }, args: { defaultRatio: '3:4' } };

/**
 * A 360 px phone: the dialog fills the screen and the picture takes the height left by the title, the ratios and
 * the buttons; every control is 44 px high.
 */
export const Phone: Story = {
  tags: ['viewport-narrow'],
  globals: PHONE_VIEWPORT,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: localized(messages.title) });
    await waitFor(() => expect(cropBox()).not.toBeNull());
    const stage = dialog.querySelector<HTMLElement>('[data-slot="crop-dialog-stage"]')!;
    await expect(stage.getBoundingClientRect().height).toBeGreaterThan(300);
    for (const ratio of within(dialog).getAllByRole('radio'))
      await expect(ratio.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(within(dialog).getByRole('slider').getBoundingClientRect().height).toBeGreaterThanOrEqual(
      44,
    );
    await expectASheet(dialog, 'screen');
  },
};

/** The avatar's square crop on a phone, right to left. */
export const PhoneSquareOnly: Story = {
  tags: ['viewport-narrow'],
  globals: { ...PHONE_VIEWPORT, locale: 'ar-EG' },
  args: { ratios: ['1:1'] },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: localized(messages.title) });
    await waitFor(() => {
      const box = cropBox()!.getBoundingClientRect();
      expect(box.width / box.height).toBeCloseTo(1, 1);
    });
    await expectASheet(dialog, 'screen');
  },
};
