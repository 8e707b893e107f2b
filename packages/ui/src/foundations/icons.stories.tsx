import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Code, FoundationPage, FoundationSection } from './foundation-page';
import { USED_ICONS } from './icons';

function IconsPage() {
  return (
    <FoundationPage
      title="Icons"
      intro={
        <>
          Every lucide icon the widgets and the portal use ({USED_ICONS.length}), by the name of its import
          path:
          <Code> import Bell from &apos;lucide-react/icons/bell&apos;</Code>. Import each icon by its path
          (the lint rule refuses the barrel), draw it at <Code>size-4</Code> or <Code>size-5</Code> in the
          text colour, and mark it <Code>aria-hidden</Code> beside a label; an icon-only control takes its
          name from the control.
        </>
      }
    >
      <FoundationSection
        title="In use"
        note="A new icon is added here by its import: a unit test compares this set with the code's."
      >
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-3">
          {USED_ICONS.map(({ name, Icon }) => (
            <li
              key={name}
              data-icon={name}
              title={`lucide-react/icons/${name}`}
              className="flex flex-col items-center gap-2 rounded-md border border-line p-3 text-center text-ink"
            >
              <Icon aria-hidden="true" className="size-6" />
              <Code>{name}</Code>
            </li>
          ))}
        </ul>
      </FoundationSection>
    </FoundationPage>
  );
}

const meta = {
  title: 'Foundations/Icons',
  component: IconsPage,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof IconsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InUse: Story = {
  play: async ({ canvasElement }) => {
    const tiles = canvasElement.querySelectorAll<HTMLElement>('li[data-icon]');
    await expect([...tiles].map((tile) => tile.dataset.icon)).toEqual(USED_ICONS.map((icon) => icon.name));
    for (const tile of tiles) {
      const name = tile.dataset.icon!;
      // Named, drawn, and hidden from assistive technology (the name beside it is the text).
      await expect(within(tile).getByText(name)).toBeVisible();
      const drawing = tile.querySelector('svg');
      await expect(drawing).toHaveAttribute('aria-hidden', 'true');
      await expect(drawing!.getBoundingClientRect().width).toBe(24);
      await expect(
        drawing!.querySelectorAll('path, circle, rect, line, polyline, polygon, ellipse').length,
      ).toBeGreaterThan(0);
      await expect(tile).toHaveAttribute('title', `lucide-react/icons/${name}`);
    }
  },
};
