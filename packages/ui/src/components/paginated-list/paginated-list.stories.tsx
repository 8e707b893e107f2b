import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localized } from '../../lib/story-intl';
import { ContentListItem, type ContentListItemData } from '../content-list-item';
import { messages as paginationMessages } from '../pagination/messages';
import { messages } from './messages';
import { PaginatedList } from './paginated-list';

/** A number as the story's locale writes it, in Latin digits as in every locale (contract.md). */
const numberIn = (locale: string, value: number) =>
  new Intl.NumberFormat(locale, { numberingSystem: 'latn' }).format(value);

type Row = ContentListItemData & { id: number };

function picture(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="100%" height="100%" fill="hsl(${hue} 55% 70%)"/><circle cx="210" cy="60" r="26" fill="hsl(${hue} 80% 92%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const TITLES = [
  'Ten quiet beaches within two hours of the city',
  '雅加达的清晨集市：水果、讨价还价与全城最好的咖啡',
  'عشرة شواطئ هادئة على بعد ساعتين من المدينة',
  'An extraordinarily long headline that an enthusiastic creator wrote to squeeze every possible keyword into the list so the row has to clamp it',
];

const ROWS: Row[] = TITLES.map((title, index) => ({
  id: index + 1,
  kind: 'long',
  title,
  coverUrl: picture(30 + index * 70),
  status: (['published', 'pending-review', 'unapproved', 'offline'] as const)[index]!,
  reason: index === 2 ? 'The cover image is blurry.' : undefined,
  updatedAt: 1_772_694_249 - index * 86_400,
  exposeCount: 1_234_567 / (index + 1),
  clickCount: 45_300 / (index + 1),
  likeCount: 999 - index,
  unlikeCount: index * 3,
}));

const meta = {
  title: 'Data display/PaginatedList',
  component: PaginatedList<Row>,
  tags: ['autodocs'],
  args: {
    status: 'success',
    items: ROWS,
    getKey: (row) => row.id,
    renderItem: (row) => (
      <ContentListItem item={row} timeZone="Asia/Shanghai" onOpen={fn()} onEdit={fn()} onDelete={fn()} />
    ),
    page: 1,
    pageSize: 10,
    total: 37,
    label: 'Long posts',
    onPageChange: fn(),
    onRetry: fn(),
    onCreate: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaginatedList<Row>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Items with a total count and pagination (page size 10). */
export const Items: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const total = localized(paginationMessages.total, {
      count: args.total,
      countText: numberIn(globals.locale, args.total),
    });
    await expect(canvas.getByText(total)).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', {
        name: localized(paginationMessages.page, { page: numberIn(globals.locale, 2) }),
      }),
    );
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const LoadFailed: Story = {
  args: { status: 'error', errorMessage: 'Slow network. Please try again later' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: localized(messages.retry) }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Empty, with a create button for the show type the creator may publish. */
export const EmptyWithCreate: Story = {
  args: { items: [], total: 0, createLabel: 'Create a long post' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create a long post' }));
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
  },
};

export const EmptyWithoutCreate: Story = { args: { items: [], total: 0, onCreate: undefined } };

export const Chinese: Story = { globals: { locale: 'zh-Hans-CN' }, args: { page: 3 } };

export const Arabic: Story = { globals: { locale: 'ar-EG' }, args: { page: 2 } };

export const ArabicEmpty: Story = { globals: { locale: 'ar-EG' }, args: { items: [], total: 0 } };
