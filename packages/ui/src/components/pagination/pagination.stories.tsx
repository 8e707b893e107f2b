import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localized } from '../../lib/story-intl';
import { messages } from './messages';
import { Pagination, type PaginationProps } from './pagination';

/** A number as the story's locale writes it, in Latin digits as in every locale (contract.md). */
const numberIn = (locale: string, value: number) =>
  new Intl.NumberFormat(locale, { numberingSystem: 'latn' }).format(value);

/** Holds the page so the story pages like the real list does. */
function Stateful(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 1, pageSize: 10, total: 235, onPageChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const page = (value: number) => localized(messages.page, { page: numberIn(globals.locale, value) });
    await expect(
      canvas.getByText(
        localized(messages.total, { count: args.total, countText: numberIn(globals.locale, args.total) }),
      ),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: localized(messages.previous) })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: page(1) })).toHaveAttribute('aria-current', 'page');
  },
};

export const ClickPages: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const page = (value: number) => localized(messages.page, { page: numberIn(globals.locale, value) });
    await userEvent.click(canvas.getByRole('button', { name: page(24) }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(24);
    await expect(canvas.getByRole('button', { name: localized(messages.next) })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: localized(messages.previous) }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(23);
    await expect(canvas.getByRole('button', { name: page(23) })).toHaveAttribute('aria-current', 'page');
  },
};

export const MiddlePage: Story = { args: { page: 12 } };
export const LastPage: Story = { args: { page: 24 } };
export const FewPages: Story = { args: { total: 42 } };
export const SingleItem: Story = { args: { total: 1 } };
export const WithoutTotal: Story = { args: { showTotal: false, page: 5 } };
export const Disabled: Story = { args: { disabled: true, page: 3 } };

export const Chinese: Story = { globals: { locale: 'zh-Hans-CN' }, args: { page: 8 } };
export const Indonesian: Story = { globals: { locale: 'id-ID' }, args: { page: 8 } };

/** Previous and next swap sides and their chevrons flip; Arabic plural forms, Latin digits. */
export const RightToLeft: Story = {
  globals: { locale: 'ar-EG' },
  args: { page: 8, total: 3 },
  play: async ({ canvasElement, args, globals }) => {
    await expect(
      within(canvasElement).getByText(
        localized(messages.total, { count: args.total, countText: numberIn(globals.locale, args.total) }),
      ),
    ).toBeInTheDocument();
  },
};

export const RightToLeftManyPages: Story = {
  globals: { locale: 'ar-EG' },
  args: { page: 8, total: 1234567 },
};
