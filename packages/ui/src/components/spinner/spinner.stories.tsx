import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localized } from '../../lib/story-intl';
import { messages } from './messages';
import { Spinner } from './spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: localized(messages.loading) }),
    ).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-4">
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" />
    </div>
  ),
};

export const WithLabel: Story = { args: { showLabel: true } };

/** The layout shows this until the account and its resources are loaded. */
export const PageLoading: Story = { args: { block: true, size: 'lg', showLabel: true } };

export const Multilingual: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      <Spinner showLabel label="正在加载账户信息" />
      <Spinner showLabel label="جارٍ تحميل بيانات الحساب" />
      <Spinner
        showLabel
        label="Loading your account, your resources and everything else the page needs first"
      />
    </div>
  ),
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-EG' },
  args: { showLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(localized(messages.loading));
  },
};
