import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localized } from '../../lib/story-intl';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, STORY_VIEWPORTS } from '../../lib/story-viewports';
import { messages } from './messages';
import { OfflineNotice } from './offline-notice';

/** The bar fills the window's width and nothing sticks out of the page. */
async function expectFitsTheWindow(canvasElement: HTMLElement) {
  const bar = within(canvasElement).getByRole('status');
  await expect(bar.getBoundingClientRect().width).toBe(document.documentElement.clientWidth);
  await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
    document.documentElement.clientWidth,
  );
}

const meta = {
  title: 'Feedback/OfflineNotice',
  component: OfflineNotice,
  tags: ['autodocs'],
  // A bar across the top of the page, edge to edge.
  parameters: { layout: 'fullscreen', viewport: { options: STORY_VIEWPORTS } },
  args: { offline: true },
} satisfies Meta<typeof OfflineNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Offline: the title and the text in the page's locale, announced politely. */
export const Offline: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('status');
    await expect(bar).toHaveAttribute('aria-live', 'polite');
    await expect(bar).toHaveTextContent(localized(messages.title));
    await expect(bar).toHaveTextContent(localized(messages.text));
  },
};

/** Online: the notice draws nothing at all; the caption (story data) stands where it would be. */
export const Online: Story = {
  args: { offline: false },
  render: (args) => (
    <figure className="flex flex-col gap-2 p-4">
      <figcaption className="text-sm text-ink-muted">
        Online: the offline notice draws nothing below this line.
      </figcaption>
      <div className="border-t border-dashed border-line-strong">
        <OfflineNotice {...args} />
      </div>
    </figure>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="offline-notice"]')).toBeNull();
  },
};

/** 2026-11-30 08:05 UTC, the time the stories' answers were last seen. */
const LAST_SEEN = Date.UTC(2026, 10, 30, 8, 5) / 1000;

/** Offline on answers kept from before: the bar says when they were last seen, in the locale's date pattern. */
export const LastSeen: Story = {
  args: { lastSeen: LAST_SEEN, timeZone: 'UTC' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('status');
    await expect(bar).toHaveTextContent('11/30/2026 08:05');
  },
};

/** The same in Arabic: the time keeps its Latin digits and reads left to right inside the right-to-left line. */
export const LastSeenRightToLeft: Story = {
  args: { lastSeen: LAST_SEEN, timeZone: 'UTC' },
  globals: { locale: 'ar-EG' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('11/30/2026 08:05');
  },
};

/** Chinese on a 360 px phone: the date comes year first, and the three parts wrap without overflowing. */
export const LastSeenChineseNarrow: Story = {
  args: { lastSeen: LAST_SEEN, timeZone: 'UTC' },
  tags: ['viewport-narrow'],
  globals: { locale: 'zh-Hans-CN', ...PHONE_VIEWPORT },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('2026/11/30 08:05');
    await expectFitsTheWindow(canvasElement);
  },
};

export const Chinese: Story = { globals: { locale: 'zh-Hans-CN' } };
export const Indonesian: Story = { globals: { locale: 'id-ID' } };
export const RightToLeft: Story = { globals: { locale: 'ar-EG' } };

/** A 360 px phone: the text wraps under the title, nothing overflows. */
export const Narrow: Story = {
  // Shown below the portal's 1190 px breakpoint (tests/visual/story-screenshot.ts checks the window).
  tags: ['viewport-narrow'],
  globals: PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(360);
    await expectFitsTheWindow(canvasElement);
  },
};

/** The 1280 px desktop: one line. */
export const Wide: Story = {
  globals: DESKTOP_VIEWPORT,
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(1280);
    await expectFitsTheWindow(canvasElement);
  },
};

/** A caller's long title and text at 360 px, with a word too long for the line: every part wraps. */
export const LongTextNarrow: Story = {
  tags: ['viewport-narrow'],
  globals: PHONE_VIEWPORT,
  args: {
    title: 'The connection to the portal was lost a moment ago',
    text: `${'Everything typed since stays in this browser and is sent as soon as the network returns. '.repeat(3)}https://creator.example.com/drafts/a-very-long-address-without-any-break-in-it`,
  },
  play: async ({ canvasElement }) => {
    await expectFitsTheWindow(canvasElement);
  },
};
