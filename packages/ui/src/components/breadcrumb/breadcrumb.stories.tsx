import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localized } from '../../lib/story-intl';
import { expectOwnDirection } from '../../lib/story-direction';
import { PHONE_VIEWPORT, STORY_VIEWPORTS, expectFitsThePhone } from '../../lib/story-viewports';
import { Breadcrumb } from './breadcrumb';
import { messages } from './messages';

const meta = {
  title: 'Navigation/Breadcrumb',
  component: Breadcrumb,
  tags: ['autodocs'],
  parameters: { viewport: { options: STORY_VIEWPORTS } },
  args: {
    items: [
      { label: 'Machine-generated tasks', href: '/aigc' },
      { label: 'Claimed', href: '/aigc?tab=claimed' },
      { label: 'Edit' },
    ],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: localized(messages.label) });
    await expect(within(nav).getByRole('link', { name: 'Claimed' })).toHaveAttribute(
      'href',
      '/aigc?tab=claimed',
    );
    await expect(within(nav).getByText('Edit')).toHaveAttribute('aria-current', 'page');
  },
};

export const TwoLevels: Story = { args: { items: [{ label: 'Claimed', href: '/aigc' }, { label: 'Edit' }] } };

/** With a router's link component through `renderLink`. */
export const CustomLink: Story = {
  args: {
    renderLink: ({ href, className, children }) => (
      <a href={href} className={className} data-router-link="">
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Claimed' })).toHaveAttribute(
      'data-router-link',
    );
  },
};

export const Multilingual: Story = {
  args: {
    items: [
      { label: '机器生成任务', href: '/aigc' },
      { label: 'المهام المطالب بها', href: '/aigc' },
      {
        label: 'A very long page title that a translation produced for the current page, wrapping if it must',
      },
    ],
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-EG' },
  args: { items: [{ label: 'المهام المطالب بها', href: '/aigc' }, { label: 'تعديل' }] },
};

/** Each title in its own direction: `dir="auto"` on its item, and the direction that follows from its text. */
/** The trail's item holding `title`. */
const itemOf = (canvasElement: HTMLElement, title: string) =>
  within(canvasElement).getByText(title).closest('li')!;

/**
 * English titles in the Arabic trail: each left to right in its own item (the full stop stays at its end), the
 * trail itself right to left, its separators pointing left.
 */
export const MixedDirectionEnglishInArabic: Story = {
  globals: { locale: 'ar-EG' },
  args: {
    items: [
      { label: 'المهام المطالب بها', href: '/aigc' },
      { label: 'Ten tips for better photos.', href: '/content' },
      { label: 'Edit' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expectOwnDirection(itemOf(canvasElement, 'المهام المطالب بها'), 'rtl');
    await expectOwnDirection(itemOf(canvasElement, 'Ten tips for better photos.'), 'ltr');
    await expectOwnDirection(itemOf(canvasElement, 'Edit'), 'ltr');
    const separator = canvasElement.querySelector<SVGElement>('[data-slot="breadcrumb-separator"] svg')!;
    await expect(getComputedStyle(separator).scale).toBe('-1 1');
  },
};

/** Arabic titles in the English trail: each right to left in its own item; separators pointing right. */
export const MixedDirectionArabicInEnglish: Story = {
  globals: { locale: 'en-US' },
  args: { items: [{ label: 'Claimed', href: '/aigc' }, { label: 'عشر نصائح لصور أفضل.' }] },
  play: async ({ canvasElement }) => {
    await expectOwnDirection(itemOf(canvasElement, 'Claimed'), 'ltr');
    await expectOwnDirection(itemOf(canvasElement, 'عشر نصائح لصور أفضل.'), 'rtl');
    const separator = canvasElement.querySelector<SVGElement>('[data-slot="breadcrumb-separator"] svg')!;
    await expect(getComputedStyle(separator).scale).toBe('none');
  },
};

/** Every link of the trail at least 24 px high (WCAG 2.5.8), on whichever line it wraps to. */
async function expectLinkTargets(canvasElement: HTMLElement) {
  for (const link of within(canvasElement).getAllByRole('link'))
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
}

/** A 360 px phone: a long trail wraps, a long title onto lines of its own; each link stays a target. */
export const Phone: Story = {
  tags: ['viewport-narrow'],
  globals: PHONE_VIEWPORT,
  args: {
    items: [
      { label: 'Machine-generated tasks', href: '/aigc' },
      { label: 'Claimed', href: '/aigc?tab=claimed' },
      { label: 'The morning markets of Jakarta, from Pasar Santa to Glodok, before the sun is up' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expectLinkTargets(canvasElement);
    await expectFitsThePhone();
  },
};

/** The same right to left. */
export const PhoneRightToLeft: Story = {
  tags: ['viewport-narrow'],
  globals: { ...PHONE_VIEWPORT, locale: 'ar-EG' },
  args: {
    items: [
      { label: 'المهام المولدة آليًا', href: '/aigc' },
      { label: 'المهام المطالب بها', href: '/aigc?tab=claimed' },
      { label: 'أسواق جاكرتا الصباحية، من باسار سانتا إلى غلودوك قبل شروق الشمس' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expectLinkTargets(canvasElement);
    await expectFitsThePhone();
  },
};
