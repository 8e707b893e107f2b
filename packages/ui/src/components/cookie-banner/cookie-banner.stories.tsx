import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localized } from '../../lib/story-intl';
import { CookieBanner, type CookieBannerProps } from './cookie-banner';
import { messages } from './messages';

function UntilAccepted(args: CookieBannerProps) {
  const [accepted, setAccepted] = useState(false);
  if (accepted) return <p className="text-sm">Cookies accepted.</p>;
  return (
    <CookieBanner
      {...args}
      onAccept={() => {
        setAccepted(true);
        args.onAccept();
      }}
    />
  );
}

const meta = {
  title: 'Patterns/App shell/CookieBanner',
  component: CookieBanner,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    onAccept: fn(),
    renderPolicyLink: ({ className, children }) => (
      <a href="/agreement/cookie" className={className}>
        {children}
      </a>
    ),
  },
  decorators: [
    (Story) => (
      <div className="min-h-48">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: localized(messages.label) });
    await expect(within(banner).getByRole('link', { name: localized(messages.policy) })).toHaveAttribute(
      'href',
      '/agreement/cookie',
    );
  },
};

export const Accept: Story = {
  render: (args) => <UntilAccepted {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: localized(messages.accept) }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('region', { name: localized(messages.label) })).not.toBeInTheDocument();
  },
};

export const Chinese: Story = { globals: { locale: 'zh-Hans-CN' } };
export const Indonesian: Story = { globals: { locale: 'id-ID' } };

export const LongText: Story = {
  args: {
    text: 'A very long cookie notice that a legal team wrote. '.repeat(6),
    acceptLabel: 'Accept all cookies and continue',
  },
};

export const RightToLeft: Story = { globals: { locale: 'ar-EG' } };
