import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { labelledPicture } from '../../lib/story-picture';
import { DraftListItem } from './draft-list-item';

const cover = (hue: number, label: string) =>
  labelledPicture({ width: 320, height: 320, hue, label, baselinePercent: 60, fontSize: 72 });

/** 2026-03-05 07:04 in Shanghai. */
const SAVED = 1_772_665_449_000;

const meta = {
  title: 'Creation/DraftListItem',
  component: DraftListItem,
  tags: ['autodocs'],
  args: {
    title: 'Ten quiet beaches within two hours of the city',
    brief: 'Sand, shade and a warung that still grills fish the old way.',
    coverUrl: cover(190, 'Beach'),
    updatedAt: SAVED,
    timeZone: 'Asia/Shanghai',
    href: '/creator/editor?content_id=42',
    onDelete: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DraftListItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCover: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('article', { name: 'Ten quiet beaches within two hours of the city' });
    await expect(row).toHaveTextContent('Saved \u206603/05/2026 07:04\u2069');
    await expect(
      canvas.getByRole('link', { name: 'Edit “Ten quiet beaches within two hours of the city”' }),
    ).toHaveAttribute('href', '/creator/editor?content_id=42');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Delete “Ten quiet beaches within two hours of the city”' }),
    );
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

export const NoCover: Story = { args: { coverUrl: undefined } };

/** No title: the brief stands in; with neither, "Untitled draft". */
export const NoTitle: Story = {
  args: { title: '' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', {
        name: 'Sand, shade and a warung that still grills fish the old way.',
      }),
    ).toBeVisible();
  },
};

export const Untitled: Story = {
  args: { title: '', brief: '', coverUrl: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Delete “Untitled draft”' }),
    ).toBeVisible();
  },
};

/** With the router's link (React Router's `<Link to>` in the portal). */
export const WithRouterLink: Story = {
  args: {
    href: undefined,
    renderLink: ({ children, ...props }) => (
      <a {...props} href="#/creator/editor?content_id=42" data-router-link="">
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /^Edit/u })).toHaveAttribute(
      'data-router-link',
    );
  },
};

/** While it is being deleted: Delete spins and takes no second press. */
export const Deleting: Story = {
  args: { deleting: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const remove = canvas.getByRole('button', { name: /^Delete/u });
    await expect(remove).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(remove);
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const LongArabic: Story = {
  globals: { locale: 'ar-EG' },
  args: {
    title:
      'عشرة شواطئ هادئة على بعد ساعتين من المدينة، مع دليل كامل للطرق والمطاعم وأماكن المبيت وأفضل الأوقات للزيارة في كل موسم',
    brief: 'رمال وظلال ومطعم صغير ما زال يشوي السمك على الطريقة القديمة.',
    coverUrl: cover(140, 'شاطئ'),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveTextContent(
      'حُفظت في \u206603/05/2026 07:04\u2069',
    );
  },
};

export const LongChinese: Story = {
  globals: { locale: 'zh-Hans-CN' },
  args: {
    title:
      '距离城市两小时车程内的十个安静海滩：交通、美食、住宿与每个季节最佳出行时间的完整指南，以及当地人才知道的小秘密',
    brief: '沙滩、树荫，还有一家仍用老办法烤鱼的小饭馆。',
    coverUrl: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveTextContent(
      '保存于 \u20662026/03/05 07:04\u2069',
    );
  },
};
