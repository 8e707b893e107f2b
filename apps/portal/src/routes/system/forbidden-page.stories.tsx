import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onThePhone, screen } from '../../stories/screen';
import ForbiddenPage from './forbidden-page';

// The page on its own; Screens/Layout shows it where the app does, inside the signed-in frame.
const meta = {
  title: 'Screens/Forbidden',
  component: ForbiddenPage,
  tags: ['!autodocs'],
  ...screen({ path: '/aigc' }),
} satisfies Meta<typeof ForbiddenPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 403 with a way back home. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/home');
  },
};

/** 403 on a 360 px phone. */
export const Phone: Story = onThePhone(Default);

export const Chinese: Story = { globals: { locale: 'zh-Hans-CN' }, play: Default.play };
