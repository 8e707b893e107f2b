import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AA_TEXT, AAA_TEXT, contrastRatio, isOpaque } from './contrast';
import { Code, FoundationPage, FoundationSection } from './foundation-page';
import { COLOUR_FAMILIES, COLOUR_TOKENS, colour, type ColourToken } from './tokens';

/**
 * The pairings the widgets put text on (the classes of packages/ui's components): `text` pairs must reach AA,
 * `non-text` ones carry only icons, placeholders and disabled text, which WCAG leaves out.
 */
type Pairing = { foreground: string; background: string; use: string; kind: 'text' | 'non-text' };

const STATUS_PAIRINGS: Pairing[] = COLOUR_TOKENS.filter(
  (token) => token.family === 'status' && token.name.endsWith('-fg'),
).map((token) => ({
  foreground: token.name,
  background: token.name.replace(/-fg$/u, '-bg'),
  use: `Status tag: ${token.name.replace(/^status-|-fg$/gu, '')}`,
  kind: 'text',
}));

const PAIRINGS: Pairing[] = [
  { foreground: 'ink', background: 'surface', use: 'Body text, titles', kind: 'text' },
  { foreground: 'ink', background: 'surface-sunken', use: 'Text on the page background', kind: 'text' },
  { foreground: 'ink-muted', background: 'surface', use: 'Secondary text, times, hints', kind: 'text' },
  {
    foreground: 'ink-muted',
    background: 'surface-sunken',
    use: 'Secondary text on the page background',
    kind: 'text',
  },
  { foreground: 'ink-subtle', background: 'surface', use: 'Placeholders, captions', kind: 'text' },
  {
    foreground: 'ink-subtle',
    background: 'surface-sunken',
    use: 'Disabled controls and icons only',
    kind: 'non-text',
  },
  { foreground: 'brand-700', background: 'surface', use: 'Links, edit actions', kind: 'text' },
  { foreground: 'brand-700', background: 'brand-50', use: 'The active menu item', kind: 'text' },
  { foreground: 'ink-inverse', background: 'brand-600', use: 'Primary button', kind: 'text' },
  { foreground: 'ink-inverse', background: 'danger-600', use: 'Danger button, unread badge', kind: 'text' },
  { foreground: 'ink-inverse', background: 'ink', use: 'Tooltip', kind: 'text' },
  { foreground: 'danger-600', background: 'surface', use: 'Required marker, delete action', kind: 'text' },
  { foreground: 'danger-700', background: 'surface', use: 'Field errors', kind: 'text' },
  { foreground: 'danger-700', background: 'danger-50', use: 'Error alert', kind: 'text' },
  { foreground: 'warning-700', background: 'warning-50', use: 'Warning alert', kind: 'text' },
  { foreground: 'success-700', background: 'success-50', use: 'Success alert', kind: 'text' },
  ...STATUS_PAIRINGS,
];

function verdict(ratio: number): string {
  if (ratio >= AAA_TEXT) return 'AAA';
  if (ratio >= AA_TEXT) return 'AA';
  return 'Below AA: not for text';
}

function Swatch({ token }: { token: ColourToken }) {
  return (
    <li data-token={token.name} className="flex flex-col gap-1.5">
      <div
        data-slot="swatch"
        aria-hidden="true"
        className="h-16 rounded-md border border-line"
        style={{ backgroundColor: token.value }}
      />
      <span className="text-sm font-medium">{token.name}</span>
      <Code>
        bg-{token.name} · text-{token.name}
      </Code>
      <Code slot="token-value">{token.value}</Code>
    </li>
  );
}

function PairingRow({ pairing }: { pairing: Pairing }) {
  const foreground = colour(pairing.foreground);
  const background = colour(pairing.background);
  const ratio = contrastRatio(foreground, background);
  return (
    <tr
      data-pairing={`${pairing.foreground}/${pairing.background}`}
      data-kind={pairing.kind}
      className="border-t border-line"
    >
      <td className="py-2 pe-4">
        {/* Text only where the pairing carries text: a sample below AA would be the very fault it warns of. */}
        <div
          data-slot="pairing-sample"
          className="flex h-10 w-32 items-center justify-center rounded border border-line text-sm font-medium"
          style={{ color: foreground, backgroundColor: background }}
        >
          {ratio >= AA_TEXT ? (
            'Aa 文字 نص'
          ) : (
            <span aria-hidden="true" className="size-4 rounded-full bg-current" />
          )}
        </div>
      </td>
      <td className="py-2 pe-4">
        <Code>
          {pairing.foreground} on {pairing.background}
        </Code>
      </td>
      <td className="py-2 pe-4 text-sm">{pairing.use}</td>
      <td className="py-2 pe-4 text-sm tabular-nums">
        <span data-slot="pairing-ratio" dir="ltr">
          {ratio.toFixed(2)}:1
        </span>
      </td>
      <td data-slot="pairing-verdict" className="py-2 text-sm">
        {verdict(ratio)}
      </td>
    </tr>
  );
}

function ColourPage() {
  return (
    <FoundationPage
      title="Colour"
      intro={
        <>
          Every colour token of <Code>tailwind.config.ts</Code> (theme.extend.colors), read from the config
          itself: a token added there appears here. Use them through the utilities shown, never as raw values.
        </>
      }
    >
      {COLOUR_FAMILIES.map(({ family, tokens }) => (
        <FoundationSection key={family} title={family}>
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(10rem,1fr))] gap-4">
            {tokens.map((token) => (
              <Swatch key={token.name} token={token} />
            ))}
          </ul>
        </FoundationSection>
      ))}
      <FoundationSection
        title="Text on colour"
        note="The pairings the widgets use, measured from the tokens as WCAG 2 does: text needs 4.5:1 (AA)."
      >
        <table className="w-full text-start">
          <thead>
            <tr className="text-start text-xs text-ink-muted">
              <th scope="col" className="pb-2 pe-4 text-start font-medium">
                Sample
              </th>
              <th scope="col" className="pb-2 pe-4 text-start font-medium">
                Tokens
              </th>
              <th scope="col" className="pb-2 pe-4 text-start font-medium">
                Used for
              </th>
              <th scope="col" className="pb-2 pe-4 text-start font-medium">
                Contrast
              </th>
              <th scope="col" className="pb-2 text-start font-medium">
                Level
              </th>
            </tr>
          </thead>
          <tbody>
            {PAIRINGS.map((pairing) => (
              <PairingRow key={`${pairing.foreground}/${pairing.background}`} pairing={pairing} />
            ))}
          </tbody>
        </table>
      </FoundationSection>
    </FoundationPage>
  );
}

const meta = {
  title: 'Foundations/Colour',
  component: ColourPage,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ColourPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How the browser writes a colour (`#2f6fed` → `rgb(47, 111, 237)`), to compare with a computed style. */
function computed(value: string): string {
  const probe = document.createElement('span');
  probe.style.color = value;
  document.body.append(probe);
  const result = getComputedStyle(probe).color;
  probe.remove();
  return result;
}

export const Tokens: Story = {
  play: async ({ canvasElement, step }) => {
    const page = within(canvasElement);

    await step(
      'every colour of the config is shown once, with its value, painted in that value',
      async () => {
        const rows = canvasElement.querySelectorAll('li[data-token]');
        await expect([...rows].map((row) => row.getAttribute('data-token'))).toEqual(
          COLOUR_TOKENS.map((token) => token.name),
        );
        for (const token of COLOUR_TOKENS) {
          const row = canvasElement.querySelector<HTMLElement>(`li[data-token="${token.name}"]`)!;
          await expect(within(row).getByText(token.name)).toBeVisible();
          await expect(row.querySelector('[data-slot="token-value"]')).toHaveTextContent(token.value);
          const swatch = row.querySelector<HTMLElement>('[data-slot="swatch"]')!;
          await expect(getComputedStyle(swatch).backgroundColor).toBe(computed(token.value));
        }
      },
    );

    await step(
      'the utilities paint what the config says (theme.css builds them from the same file)',
      async () => {
        // Literal classes, so that Tailwind generates them; each is checked against the token of the same name.
        const probes = [
          { className: 'bg-brand-600', property: 'backgroundColor', token: 'brand-600' },
          { className: 'text-ink', property: 'color', token: 'ink' },
          { className: 'bg-surface-sunken', property: 'backgroundColor', token: 'surface-sunken' },
          { className: 'text-status-pending-fg', property: 'color', token: 'status-pending-fg' },
        ] as const;
        for (const { className, property, token } of probes) {
          const probe = document.createElement('span');
          probe.className = className;
          document.body.append(probe);
          const painted = getComputedStyle(probe)[property];
          probe.remove();
          await expect(painted, className).toBe(computed(colour(token)));
        }
      },
    );

    await step('every pairing that carries text reaches AA, as measured on screen', async () => {
      const rows = canvasElement.querySelectorAll<HTMLElement>('tr[data-pairing]');
      await expect(rows).toHaveLength(PAIRINGS.length);
      for (const row of rows) {
        const sample = row.querySelector<HTMLElement>('[data-slot="pairing-sample"]')!;
        const style = getComputedStyle(sample);
        if (!isOpaque(style.color) || !isOpaque(style.backgroundColor))
          throw new Error('A pairing is translucent');
        const ratio = contrastRatio(style.color, style.backgroundColor);
        await expect(row.querySelector('[data-slot="pairing-ratio"]')).toHaveTextContent(
          `${ratio.toFixed(2)}:1`,
        );
        if (row.dataset.kind === 'text')
          await expect(ratio, row.dataset.pairing).toBeGreaterThanOrEqual(AA_TEXT);
        await expect(row.querySelector('[data-slot="pairing-verdict"]')).toHaveTextContent(verdict(ratio));
      }
      await expect(page.getAllByRole('heading', { level: 2 })).toHaveLength(COLOUR_FAMILIES.length + 1);
    });
  },
};
