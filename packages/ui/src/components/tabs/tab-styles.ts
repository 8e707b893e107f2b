import { cva } from 'class-variance-authority';

// Apart from tabs.tsx: NavTabs (links) shares the look but not Radix's tabs, which a page of links never downloads.

export const listVariants = cva('flex max-w-full items-center overflow-x-auto', {
  variants: {
    variant: {
      line: 'gap-6 border-b border-line',
      pill: 'gap-2',
    },
  },
});

export const triggerVariants = cva(
  'inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-50',
  {
    variants: {
      variant: {
        line: '-mb-px h-11 border-b-2 border-transparent text-ink-muted hover:text-ink data-[state=active]:border-brand-600 data-[state=active]:text-brand-700',
        pill: 'h-8 rounded-full px-3 text-ink-muted hover:bg-surface-sunken data-[state=active]:bg-brand-50 data-[state=active]:text-brand-700',
      },
    },
  },
);

