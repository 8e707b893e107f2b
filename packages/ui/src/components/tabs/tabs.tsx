import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cva } from 'class-variance-authority';
import { createContext, useContext, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

type TabsVariant = 'line' | 'pill';
const VariantContext = createContext<TabsVariant>('line');

export type TabsProps = ComponentProps<typeof TabsPrimitive.Root> & {
  /** `line`: underlined tabs (content types); `pill`: compact filters (status sub-tabs). */
  variant?: TabsVariant;
};

/** Tabs (Radix): arrow keys move between tabs, following the reading direction. */
export function Tabs({ variant = 'line', className, ...props }: TabsProps) {
  return (
    <VariantContext value={variant}>
      <TabsPrimitive.Root data-slot="tabs" data-variant={variant} className={cn('flex flex-col gap-4', className)} {...props} />
    </VariantContext>
  );
}

export const listVariants = cva('flex max-w-full items-center overflow-x-auto', {
  variants: {
    variant: {
      line: 'gap-6 border-b border-line',
      pill: 'gap-2',
    },
  },
});

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  const variant = useContext(VariantContext);
  return <TabsPrimitive.List data-slot="tabs-list" className={cn(listVariants({ variant }), className)} {...props} />;
}

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

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const variant = useContext(VariantContext);
  return <TabsPrimitive.Trigger data-slot="tabs-trigger" className={cn(triggerVariants({ variant }), className)} {...props} />;
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn('rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500', className)}
      {...props}
    />
  );
}
