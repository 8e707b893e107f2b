import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Code, FoundationPage, FoundationSection } from './foundation-page';
import { FONT_FAMILIES, FONT_SIZES, toPx } from './tokens';

/** One line in each script the product is written in: the font stack must carry all four. */
const SAMPLES = [
  { lang: 'en-US', text: 'Morning market in Jakarta' },
  { lang: 'id-ID', text: 'Pagi di pasar Jakarta' },
  { lang: 'zh-Hans-CN', text: '雅加达的清晨集市' },
  { lang: 'ar-EG', text: 'سوق الصباح في جاكرتا' },
] as const;

/** What each family of the config is for and how its stack falls through. */
const FAMILY_NOTES: Readonly<Record<string, string>> = {
  sans: 'The first font that has a character draws it: Noto Sans for Latin, Noto Sans SC for Chinese, Noto Sans Arabic for Arabic.',
  mono: 'Code in these pages and a screen’s address in its story; never the product’s text. DejaVu Sans Mono first so that the screenshots do not depend on which other monospace fonts a machine has; scripts it lacks fall back.',
};

function TypePage() {
  return (
    <FoundationPage
      title="Type"
      intro={
        <>
          The font stack and the type scale of <Code>tailwind.config.ts</Code> (theme.extend.fontFamily and
          fontSize), read from the config itself. Every size comes with its own line height.
        </>
      }
    >
      {FONT_FAMILIES.map((family) => (
        <FoundationSection
          key={family.name}
          title={`Font family: ${family.name}`}
          note={FAMILY_NOTES[family.name]}
        >
          <div data-token={family.utility} className="flex flex-col gap-3">
            <Code slot="token-value">{family.value}</Code>
            <Code>{family.utility}</Code>
            <ul className="flex flex-col gap-2">
              {SAMPLES.map((sample) => (
                <li key={sample.lang} className="flex items-baseline gap-4">
                  <Code>{sample.lang}</Code>
                  <span
                    lang={sample.lang}
                    dir="auto"
                    className="text-xl"
                    style={{ fontFamily: family.value }}
                  >
                    {sample.text}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </FoundationSection>
      ))}
      <FoundationSection
        title="Scale"
        note="Sizes and line heights in rem, and in px at the default 16 px root."
      >
        <ul className="flex flex-col divide-y divide-line">
          {FONT_SIZES.map((size) => (
            <li
              key={size.name}
              data-token={size.utility}
              className="flex flex-wrap items-baseline gap-x-6 gap-y-1 py-3"
            >
              <span className="w-24 shrink-0">
                <Code>{size.utility}</Code>
              </span>
              <span className="w-64 shrink-0">
                <Code slot="token-value">
                  {size.value} / {size.lineHeight} ({toPx(size.value)} / {toPx(size.lineHeight)} px)
                </Code>
              </span>
              <span
                data-slot="type-sample"
                dir="auto"
                className="min-w-0 flex-1 truncate"
                style={{ fontSize: size.value, lineHeight: size.lineHeight }}
              >
                {SAMPLES[0].text} · {SAMPLES[2].text} · {SAMPLES[3].text}
              </span>
            </li>
          ))}
        </ul>
      </FoundationSection>
    </FoundationPage>
  );
}

const meta = {
  title: 'Foundations/Type',
  component: TypePage,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TypePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = {
  play: async ({ canvasElement, step }) => {
    const rootSize = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);

    await step('every size of the config is shown with its value, and drawn at it', async () => {
      const rows = canvasElement.querySelectorAll<HTMLElement>('li[data-token]');
      await expect([...rows].map((row) => row.dataset.token)).toEqual(FONT_SIZES.map((size) => size.utility));
      for (const size of FONT_SIZES) {
        const row = canvasElement.querySelector<HTMLElement>(`li[data-token="${size.utility}"]`)!;
        await expect(row.querySelector('[data-slot="token-value"]')).toHaveTextContent(
          `${size.value} / ${size.lineHeight}`,
        );
        const sample = getComputedStyle(row.querySelector<HTMLElement>('[data-slot="type-sample"]')!);
        await expect(sample.fontSize).toBe(`${toPx(size.value, rootSize)}px`);
        await expect(sample.lineHeight).toBe(`${toPx(size.lineHeight, rootSize)}px`);
      }
    });

    await step('the page is set in the config’s stack, through the real font-sans utility', async () => {
      const family = FONT_FAMILIES.find((entry) => entry.utility === 'font-sans')!;
      const block = within(canvasElement).getByText(family.value, { selector: 'code' });
      await expect(block).toBeVisible();
      // The preview's frame carries `font-sans`: what Tailwind built from theme.css's @config.
      const heading = within(canvasElement).getByRole('heading', { level: 1 });
      await expect(getComputedStyle(heading).fontFamily).toBe(family.value);
    });

    await step(
      'code is set in the config’s monospace stack, through the real font-mono utility',
      async () => {
        const mono = FONT_FAMILIES.find((entry) => entry.utility === 'font-mono')!;
        const block = within(canvasElement).getByText(mono.value, { selector: 'code' });
        await expect(getComputedStyle(block).fontFamily).toBe(mono.value);
      },
    );

    await step('each script of the product is shown, isolated in its own direction', async () => {
      for (const sample of SAMPLES) {
        const lines = within(canvasElement).getAllByText(sample.text, {
          selector: `[lang="${sample.lang}"]`,
        });
        await expect(lines).toHaveLength(FONT_FAMILIES.length);
        for (const line of lines) await expect(line).toHaveAttribute('dir', 'auto');
      }
    });
  },
};
