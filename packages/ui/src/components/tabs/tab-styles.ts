import { cva } from 'class-variance-authority';

// Apart from tabs.tsx: NavTabs (links) shares the look but not Radix's tabs, which a page of links never downloads.

// The list scrolls sideways when the tabs overflow it, and a scroller clips whatever is drawn outside it: the focus
// ring is drawn inside the tab (negative offset), and the list keeps a little room at its ends (padding; scroll
// padding for a tab scrolled into view), so a tab's ring is whole even at fractional widths.
export const listVariants = cva('flex max-w-full scroll-px-1 items-center overflow-x-auto px-0.5', {
  variants: {
    variant: {
      // gap-4 plus each tab's px-1 keeps the 24 px between labels.
      line: 'gap-4 border-b border-line',
      // Compact filters wrap onto a second line on a phone rather than hide a choice past the edge.
      pill: 'flex-wrap gap-2 sm:flex-nowrap',
    },
  },
});

export const triggerVariants = cva(
  'inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-50',
  {
    variants: {
      variant: {
        line: 'h-11 border-b-2 px-1 border-transparent text-ink-muted hover:text-ink data-[state=active]:border-brand-600 data-[state=active]:text-brand-700',
        pill: 'h-8 rounded-full px-3 text-ink-muted hover:bg-surface-sunken data-[state=active]:bg-brand-50 data-[state=active]:text-brand-700',
      },
    },
  },
);
