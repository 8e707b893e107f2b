import type { Meta, StoryObj } from '@storybook/react-vite';
import Info from 'lucide-react/icons/info';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsThePhone, PHONE_VIEWPORT, STORY_VIEWPORTS } from '../../lib/story-viewports';
import { Button } from '../button/button';
import { Tooltip } from './tooltip';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  parameters: { layout: 'centered', viewport: { options: STORY_VIEWPORTS } },
  args: {
    content: 'Reason: the cover image is blurry.',
    children: <Button variant="secondary">Unapproved</Button>,
  },
  argTypes: { side: { control: 'inline-radio', options: ['top', 'bottom', 'start', 'end'] } },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Reason: the cover image is blurry.');
  },
};

export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Unapproved' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('blurry');
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleDescription(
      'Reason: the cover image is blurry.',
    );
  },
};

export const OnHoverAndEscape: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Unapproved' }));
    await screen.findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await userEvent.unhover(within(canvasElement).getByRole('button'));
    await userEvent.hover(within(canvasElement).getByRole('button'));
    await screen.findByRole('tooltip');
  },
};

/** A touch has no hover: a tap opens the hint, a second tap closes it. */
export const OnTap: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Unapproved' });
    await userEvent.pointer({ keys: '[TouchA]', target: button });
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('blurry');
    await userEvent.pointer({ keys: '[TouchA]', target: button });
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Bottom: Story = { args: { defaultOpen: true, side: 'bottom' } };

/** Beside the element, after it in the reading direction. */
export const End: Story = { args: { defaultOpen: true, side: 'end' } };

/**
 * On an icon alone: the icon is drawn at 16 px, the button around it is 24 × 24 at least (a target a finger or a
 * shaky pointer can hit), and the keyboard reaches it like any button.
 */
export const OnIcon: Story = {
  args: {
    content: 'Counts are abbreviated: 1.2k means about 1,200.',
    children: (
      <button
        type="button"
        aria-label="About counts"
        className="inline-flex size-6 items-center justify-center rounded-full text-ink-subtle hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <Info aria-hidden="true" className="size-4" />
      </button>
    ),
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'About counts' });
    const { width, height } = trigger.getBoundingClientRect();
    await expect(width).toBeGreaterThanOrEqual(24);
    await expect(height).toBeGreaterThanOrEqual(24);
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('1.2k');
  },
};

export const Multilingual: Story = {
  args: {
    defaultOpen: true,
    content:
      '原因：封面图片模糊。 السبب: صورة الغلاف غير واضحة. And a very long reason that wraps onto several lines.',
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-EG' },
  args: {
    defaultOpen: true,
    side: 'end',
    content: 'السبب: صورة الغلاف غير واضحة.',
    children: <Button variant="secondary">مرفوض</Button>,
  },
};

const LONG_REASON =
  'Reason: the cover image is blurry, the title repeats the first line of the text, and two of the pictures were published before by another account.';

/** On a 360 px phone, a long hint of an element at the end of a line slides back inside the screen. */
export const PhoneAtTheEdge: Story = {
  tags: ['viewport-narrow'],
  globals: PHONE_VIEWPORT,
  parameters: { layout: 'fullscreen' },
  args: { defaultOpen: true, content: LONG_REASON },
  render: (args) => (
    <div className="flex justify-end p-4 pt-40">
      <Tooltip {...args} />
    </div>
  ),
  play: async () => {
    const hint = await screen.findByRole('tooltip');
    const { left, right } = hint.getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(8);
    await expect(right).toBeLessThanOrEqual(window.innerWidth - 8);
    await expectFitsThePhone();
  },
};

/** The same in Arabic: the element at the line's end is at the left, and the hint slides back in from there. */
export const PhoneAtTheEdgeRightToLeft: Story = {
  ...PhoneAtTheEdge,
  globals: { ...PHONE_VIEWPORT, locale: 'ar-EG' },
  args: {
    defaultOpen: true,
    content:
      'السبب: صورة الغلاف غير واضحة، والعنوان يكرر السطر الأول من النص، ونُشرت صورتان من قبل في حساب آخر.',
  },
};
