import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onThePhone, screen } from '../stories/screen';
import NotFoundPage from './not-found';

const meta = {
  title: 'Screens/Not found',
  component: NotFoundPage,
  tags: ['!autodocs'],
  ...screen({ path: '/no-such-page', signedIn: false }),
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An address the portal does not know, with a way back home. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/');
  },
};

/** 404 on a 360 px phone. */
export const Phone: Story = onThePhone(Default);

export const Chinese: Story = { globals: { locale: 'zh-Hans-CN' }, play: Default.play };
