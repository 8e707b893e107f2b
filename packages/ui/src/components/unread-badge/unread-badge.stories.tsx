import { UNREAD_BADGE_CAP } from '@creator/domain/limits';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Bell from 'lucide-react/icons/bell';
import { expect, within } from 'storybook/test';
import { localized } from '../../lib/story-intl';
import { messages } from './messages';
import { UnreadBadge } from './unread-badge';

/** A count as the story's locale writes it, in Latin digits as in every locale (contract.md). */
const countIn = (locale: string, value: number) =>
  new Intl.NumberFormat(locale, { numberingSystem: 'latn' }).format(value);

const meta = {
  title: 'Navigation/UnreadBadge',
  component: UnreadBadge,
  tags: ['autodocs'],
  args: { count: 5 },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof UnreadBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Few: Story = {};

export const NinetyNine: Story = { args: { count: 99 } };

/** Above 99 the badge shows 99+; the exact number stays in the accessible text. */
export const Capped: Story = {
  args: { count: 128 },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(localized(messages.overflow, { max: countIn(globals.locale, UNREAD_BADGE_CAP) })),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        localized(messages.label, { count: args.count, shown: countIn(globals.locale, args.count) }),
      ),
    ).toBeInTheDocument();
  },
};

/** Nothing unread: the badge is not drawn at all. */
export const Zero: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="unread-badge"]')).toBeNull();
  },
};

export const Small: Story = { args: { size: 'sm', count: 3 } };

/** On the notification bell of the top bar, in the right-to-left Arabic layout. */
export const OnBellArabic: Story = {
  args: { count: 230 },
  globals: { locale: 'ar-EG' },
  render: (args) => (
    <span className="relative inline-flex size-10 items-center justify-center">
      <Bell aria-hidden="true" className="size-6 text-ink-muted" />
      <UnreadBadge {...args} className="absolute -end-1 -top-1" />
    </span>
  ),
};
