import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { buttonClassName } from '../button/button';
import { EmptyPage, ForbiddenPage, NotFoundPage, StatusPage } from './status-page';

const home = (
  <a href="/home" className={buttonClassName()}>
    Back to home
  </a>
);

const meta = {
  title: 'Shell/StatusPage',
  component: StatusPage,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { icon: null, title: '' },
} satisfies Meta<typeof StatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Forbidden: Story = {
  render: () => <ForbiddenPage action={home} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'You do not have access to this page' })).toBeInTheDocument();
    await expect(canvas.getByText('403')).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  render: () => <NotFoundPage action={home} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  },
};

export const Empty: Story = { render: () => <EmptyPage description="Your first post will show here." /> };

export const Chinese: Story = { globals: { locale: 'zh-Hans-CN' }, render: () => <ForbiddenPage /> };

export const LongText: Story = {
  render: () => (
    <NotFoundPage
      title="A very long title from a translation that explains at length that the page could not be found"
      description={'And a description that goes on and on. '.repeat(6)}
    />
  ),
};

export const RightToLeft: Story = { globals: { locale: 'ar-EG' }, render: () => <NotFoundPage action={home} /> };
