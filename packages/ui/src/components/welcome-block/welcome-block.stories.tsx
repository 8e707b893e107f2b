import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WelcomeBlock } from './welcome-block';

const meta = {
  title: 'Home/WelcomeBlock',
  component: WelcomeBlock,
  tags: ['autodocs'],
  args: { name: 'Lina Hartono', onPublish: fn() },
} satisfies Meta<typeof WelcomeBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Publish' }));
    await expect(args.onPublish).toHaveBeenCalledTimes(1);
  },
};

/** No show type allowed: no publish button. */
export const CannotPublish: Story = { args: { canPublish: false } };

export const WithoutName: Story = { args: { name: undefined } };

export const Chinese: Story = { args: { name: '林小雨' }, globals: { locale: 'zh-Hans-CN' } };

export const Indonesian: Story = { args: { name: 'Putri Ayu' }, globals: { locale: 'id-ID' } };

export const Arabic: Story = { args: { name: 'ليلى حسن' }, globals: { locale: 'ar-EG' } };

/** A screen name at the length limit wraps without pushing the button out. */
export const VeryLongName: Story = {
  args: { name: 'Maximiliana Alexandrina Wilhelmina Konstantinopoulou-Abdurrahmanova' },
  render: (args) => (
    <div className="max-w-xl">
      <WelcomeBlock {...args} />
    </div>
  ),
};
