import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localized } from '../../lib/story-intl';
import { BackToTop, type BackToTopProps } from './back-to-top';
import { messages } from './messages';

/** A scrolling panel with the button bound to it, like the preview page's content area. */
function ScrollPanel(args: BackToTopProps) {
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  return (
    <div className="relative">
      <div
        ref={setPanel}
        data-testid="panel"
        tabIndex={0}
        aria-label="Article"
        className="h-80 overflow-y-auto rounded border border-line p-4"
        role="region"
      >
        {Array.from({ length: 40 }, (_, index) => (
          <p key={index} className="mb-3 text-sm">
            Paragraph {index + 1}: the morning market in Jakarta, fresh fruit, loud bargaining and the best
            coffee in town.
          </p>
        ))}
      </div>
      <BackToTop {...args} container={panel} position="absolute" />
    </div>
  );
}

const meta = {
  title: 'Navigation/BackToTop',
  component: BackToTop,
  tags: ['autodocs'],
  args: { threshold: 200, onClick: fn() },
  render: (args) => <ScrollPanel {...args} />,
} satisfies Meta<typeof BackToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HiddenAtTop: Story = {
  play: async ({ canvasElement }) => {
    // No button of any name: looking for one by its name could miss it under another.
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const AppearsAndScrollsUp: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByTestId('panel');
    panel.scrollTop = 600;
    panel.dispatchEvent(new Event('scroll'));
    const button = await canvas.findByRole('button', { name: localized(messages.label) });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(panel.scrollTop).toBe(0));
    await waitFor(() => expect(canvas.queryByRole('button')).not.toBeInTheDocument());
    // Scrolled again for the screenshot: the button shows.
    panel.scrollTop = 600;
    panel.dispatchEvent(new Event('scroll'));
    await canvas.findByRole('button', { name: localized(messages.label) });
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-EG' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByTestId('panel');
    panel.scrollTop = 600;
    panel.dispatchEvent(new Event('scroll'));
    await canvas.findByRole('button', { name: localized(messages.label) });
  },
};
