import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { layoutProblems, MIN_TARGET_PX } from '../lib/layout-problems';
import { Code, FoundationPage, FoundationSection } from './foundation-page';

function FitPage() {
  return (
    <FoundationPage
      title="Fit"
      intro={
        <>
          Every screen fits a 360 px phone as well as a desk, in the four languages. One rule says what does
          not fit (<Code>packages/ui/src/lib/layout-problems.ts</Code>): an element outside the window on
          either side, a page that scrolls sideways, a control under {MIN_TARGET_PX} × {MIN_TARGET_PX} px. The
          end-to-end test runs it on every route; a phone story ends with <Code>expectFitsThePhone()</Code>.
        </>
      }
    >
      <FoundationSection
        title="What passes"
        note="A link inside a sentence is exempt, as WCAG exempts it; a row that scrolls inside its own box hides nothing of the page."
      >
        <div className="flex flex-col gap-3 text-sm text-ink">
          <p>
            A sentence with <a href="#rule">a link in it</a>, which needs no 24 px box of its own.
          </p>
          <button type="button" className="min-h-6 w-fit rounded border border-line-strong px-2">
            A 24 px target
          </button>
          <div className="flex w-64 gap-2 overflow-x-auto">
            {['First', 'Second', 'Third', 'Fourth', 'Fifth'].map((label) => (
              <button key={label} type="button" className="min-h-6 shrink-0 rounded bg-surface-sunken px-3">
                {label}
              </button>
            ))}
          </div>
        </div>
      </FoundationSection>
    </FoundationPage>
  );
}

const meta = {
  title: 'Foundations/Fit',
  component: FitPage,
  tags: ['autodocs'],
} satisfies Meta<typeof FitPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Puts `html` into the page for one check of the rule, then takes it away. */
function problemsWith(html: string): string[] {
  const probe = document.createElement('div');
  probe.innerHTML = html;
  document.body.append(probe);
  try {
    return layoutProblems();
  } finally {
    probe.remove();
  }
}

/**
 * The page as shown passes; then each failure the rule exists for is planted in turn and named: a small control
 * (also inside a `display: contents` box, as a phone's list row has), an element past the window's end, a page
 * wider than its window. What is visually hidden (screen readers only) is left out.
 */
export const Rule: Story = {
  play: async () => {
    await expect(layoutProblems()).toEqual([]);
    await expect(problemsWith('<button type="button" style="width:16px;height:16px">x</button>')).toEqual([
      expect.stringMatching(/^small: button "x" is 16 × 16$/u),
    ]);
    await expect(
      problemsWith(
        '<div style="display:contents"><button type="button" style="width:20px;height:30px">y</button></div>',
      ),
    ).toEqual([expect.stringMatching(/^small: button "y" is 20 × 30$/u)]);
    // Past the line's end, whichever side that is: a page scrolls sideways towards its end only.
    const outside = problemsWith(
      '<div style="position:absolute;top:0;inset-inline-end:-30px;width:40px;height:10px;overflow:hidden">z</div>',
    );
    await expect(outside).toContainEqual(expect.stringMatching(/^outside: div "z" spans/u));
    await expect(outside).toContainEqual(expect.stringMatching(/^sideways: /u));
    await expect(
      problemsWith(
        '<button type="button" style="position:absolute;width:1px;height:1px;clip-path:inset(50%)">hidden</button>',
      ),
    ).toEqual([]);
  },
};
