import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Code, FoundationPage, FoundationSection } from './foundation-page';
import { BREAKPOINTS, RADIUS_TOKENS, SHADOW_TOKENS, SPACING_TOKENS, toPx } from './tokens';

/** Steps of Tailwind's scale the widgets use most (`p-1` … `gap-8`): each is that many `--spacing`. */
const STEPS = [0.5, 1, 1.5, 2, 3, 4, 5, 6, 8, 10, 12, 16] as const;

/** Tailwind's base step, as the built stylesheet declares it on the root (`--spacing`). */
function spacingStep(): string {
  return getComputedStyle(document.documentElement).getPropertyValue('--spacing').trim();
}

function SpacingPage() {
  const step = spacingStep();
  return (
    <FoundationPage
      title="Spacing, radii and shadows"
      intro={
        <>
          The named sizes, radii, shadows and breakpoints of <Code>tailwind.config.ts</Code> (theme.extend),
          read from the config itself, and Tailwind&apos;s spacing scale, read from the stylesheet. Spacing is
          logical:
          <Code> ms- me- ps- pe- start- end-</Code>, so it mirrors in right-to-left layouts.
        </>
      }
    >
      <FoundationSection
        title="Scale"
        note={
          <>
            Every spacing utility is a multiple of the base step{' '}
            <Code slot="spacing-step">--spacing: {step}</Code>, so <Code>p-4</Code> is 4 steps.
          </>
        }
      >
        <ul className="flex flex-col gap-2">
          {STEPS.map((multiple) => (
            <li key={multiple} data-step={multiple} className="flex items-center gap-4">
              <span className="w-16 shrink-0">
                <Code>{multiple}</Code>
              </span>
              <span className="w-28 shrink-0">
                <Code slot="step-value">{step ? `${multiple * toPx(step)} px` : ''}</Code>
              </span>
              <span
                data-slot="step-bar"
                aria-hidden="true"
                className="h-3 rounded-sm bg-brand-500"
                style={{ width: `calc(var(--spacing) * ${multiple})` }}
              />
            </li>
          ))}
        </ul>
      </FoundationSection>

      <FoundationSection
        title="Named sizes"
        note="The side menu’s two widths; any spacing utility takes them."
      >
        <ul className="flex flex-col gap-3">
          {SPACING_TOKENS.map((token) => (
            <li key={token.name} data-token={token.name} className="flex flex-col gap-1">
              <span className="flex gap-4">
                <Code>{token.utility}</Code>
                <Code slot="token-value">{token.value}</Code>
              </span>
              <span
                data-slot="size-bar"
                aria-hidden="true"
                className="h-6 rounded-sm bg-brand-100"
                style={{ width: token.value }}
              />
            </li>
          ))}
        </ul>
      </FoundationSection>

      <FoundationSection
        title="Breakpoints"
        note="Used as variants, in rem so that they apply in order: below sm (640 px) is a phone, where the menu docks at the bottom; below wide (1190 px) the side menu narrows."
      >
        <ul className="flex flex-col gap-1">
          {BREAKPOINTS.map((token) => (
            <li key={token.name} data-token={token.name} className="flex gap-4">
              <Code>{token.utility}</Code>
              <Code slot="token-value">min-width: {token.value}</Code>
              <span className="text-sm text-ink-muted">{toPx(token.value)} px</span>
            </li>
          ))}
        </ul>
      </FoundationSection>

      <FoundationSection title="Radii">
        <ul className="flex flex-wrap gap-6">
          {RADIUS_TOKENS.map((token) => (
            <li key={token.name} data-token={token.utility} className="flex flex-col items-center gap-2">
              <span
                data-slot="radius-sample"
                aria-hidden="true"
                className="size-20 border-2 border-brand-500 bg-brand-50"
                style={{ borderRadius: token.value }}
              />
              <Code>{token.utility}</Code>
              <Code slot="token-value">{token.value}</Code>
            </li>
          ))}
        </ul>
      </FoundationSection>

      <FoundationSection title="Shadows">
        <ul className="flex flex-wrap gap-8 bg-surface-sunken p-6">
          {SHADOW_TOKENS.map((token) => (
            <li key={token.name} data-token={token.utility} className="flex w-64 flex-col gap-2">
              <span
                data-slot="shadow-sample"
                aria-hidden="true"
                className="h-20 rounded-md bg-surface"
                style={{ boxShadow: token.value }}
              />
              <Code>{token.utility}</Code>
              <Code slot="token-value">{token.value}</Code>
            </li>
          ))}
        </ul>
      </FoundationSection>
    </FoundationPage>
  );
}

const meta = {
  title: 'Foundations/Spacing',
  component: SpacingPage,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SpacingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

function shown(row: Element | null): string | null | undefined {
  return row?.querySelector('[data-slot="token-value"]')?.textContent;
}

/** How the browser writes a box shadow, to compare with a computed style. */
function computedShadow(value: string): string {
  const probe = document.createElement('span');
  probe.style.boxShadow = value;
  document.body.append(probe);
  const result = getComputedStyle(probe).boxShadow;
  probe.remove();
  return result;
}

/** A literal utility's computed style (literal, so that Tailwind generates it). */
function utilityStyle(className: string): CSSStyleDeclaration {
  const probe = document.createElement('span');
  probe.className = `block ${className}`;
  document.body.append(probe);
  const style = getComputedStyle(probe);
  const copy = { width: style.width, borderRadius: style.borderRadius, boxShadow: style.boxShadow };
  probe.remove();
  return copy as CSSStyleDeclaration;
}

export const Tokens: Story = {
  play: async ({ canvasElement, step }) => {
    await step('the scale follows the stylesheet’s base step', async () => {
      const base = getComputedStyle(document.documentElement).getPropertyValue('--spacing').trim();
      await expect(base).not.toBe('');
      await expect(canvasElement.querySelector('[data-slot="spacing-step"]')).toHaveTextContent(base);
      for (const multiple of STEPS) {
        const row = canvasElement.querySelector(`[data-step="${multiple}"]`)!;
        await expect(row.querySelector('[data-slot="step-value"]')).toHaveTextContent(
          `${multiple * toPx(base)} px`,
        );
        await expect(
          row.querySelector<HTMLElement>('[data-slot="step-bar"]')!.getBoundingClientRect().width,
        ).toBe(multiple * toPx(base));
      }
    });

    await step('every named size is shown with its value, at its width', async () => {
      await expect(canvasElement.querySelectorAll('li[data-token] [data-slot="size-bar"]')).toHaveLength(
        SPACING_TOKENS.length,
      );
      for (const token of SPACING_TOKENS) {
        const row = canvasElement.querySelector(`li[data-token="${token.name}"]`);
        await expect(shown(row)).toBe(token.value);
        const bar = row!.querySelector<HTMLElement>('[data-slot="size-bar"]')!;
        await expect(bar.getBoundingClientRect().width).toBe(toPx(token.value));
      }
      // The utilities Tailwind built from the same config.
      await expect(utilityStyle('w-menu-wide').width).toBe(
        SPACING_TOKENS.find((t) => t.name === 'menu-wide')!.value,
      );
      await expect(utilityStyle('w-menu-narrow').width).toBe(
        SPACING_TOKENS.find((t) => t.name === 'menu-narrow')!.value,
      );
    });

    await step('every breakpoint, radius and shadow is shown with its value, drawn with it', async () => {
      for (const token of BREAKPOINTS) {
        await expect(shown(canvasElement.querySelector(`li[data-token="${token.name}"]`))).toBe(
          `min-width: ${token.value}`,
        );
      }
      await expect(canvasElement.querySelectorAll('[data-slot="radius-sample"]')).toHaveLength(
        RADIUS_TOKENS.length,
      );
      for (const token of RADIUS_TOKENS) {
        const row = canvasElement.querySelector(`li[data-token="${token.utility}"]`);
        await expect(shown(row)).toBe(token.value);
        const sample = row!.querySelector<HTMLElement>('[data-slot="radius-sample"]')!;
        await expect(getComputedStyle(sample).borderRadius).toBe(`${toPx(token.value)}px`);
      }
      await expect(utilityStyle('rounded-lg').borderRadius).toBe(
        RADIUS_TOKENS.find((t) => t.utility === 'rounded-lg')!.value,
      );
      await expect(canvasElement.querySelectorAll('[data-slot="shadow-sample"]')).toHaveLength(
        SHADOW_TOKENS.length,
      );
      for (const token of SHADOW_TOKENS) {
        const row = canvasElement.querySelector(`li[data-token="${token.utility}"]`);
        await expect(shown(row)).toBe(token.value);
        const sample = row!.querySelector<HTMLElement>('[data-slot="shadow-sample"]')!;
        await expect(getComputedStyle(sample).boxShadow).toBe(computedShadow(token.value));
      }
      // Tailwind stacks its (empty) ring and inset shadows before the token's.
      await expect(utilityStyle('shadow-card').boxShadow).toContain(
        computedShadow(SHADOW_TOKENS.find((t) => t.utility === 'shadow-card')!.value),
      );
    });
  },
};
