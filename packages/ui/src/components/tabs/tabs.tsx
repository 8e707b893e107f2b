import { useDirection } from '@radix-ui/react-direction';
import {
  createContext,
  useContext,
  useId,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { cn } from '../../lib/cn';
import { listVariants, triggerVariants } from './tab-styles';

type TabsVariant = 'line' | 'pill';

interface TabsState {
  variant: TabsVariant;
  value: string | undefined;
  select: (value: string) => void;
  /** The ids of a tab and its panel, which name each other. */
  ids: (value: string) => { tab: string; panel: string };
}

const TabsContext = createContext<TabsState>({
  variant: 'line',
  value: undefined,
  select: () => undefined,
  ids: (value) => ({ tab: value, panel: value }),
});

export type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** `line`: underlined tabs (content types); `pill`: compact filters (status sub-tabs). */
  variant?: TabsVariant;
};

/**
 * Tabs that switch panels in place (WAI-ARIA tabs, automatic activation): one tab stop, the arrow keys move
 * between tabs following the reading direction and skip disabled ones, Home and End go to the ends. Written
 * here rather than taken from Radix: its collection and roving-focus layers cost the composer 6 KB as served.
 */
export function Tabs({
  variant = 'line',
  value,
  defaultValue,
  onValueChange,
  className,
  ...props
}: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const base = useId();
  const state: TabsState = {
    variant,
    value: value ?? own,
    select: (next) => {
      if (value === undefined) setOwn(next);
      onValueChange?.(next);
    },
    ids: (tab) => ({ tab: `${base}-tab-${tab}`, panel: `${base}-panel-${tab}` }),
  };
  return (
    <TabsContext value={state}>
      <div
        data-slot="tabs"
        data-variant={variant}
        className={cn('flex flex-col gap-4', className)}
        {...props}
      />
    </TabsContext>
  );
}

const STEPS: Record<string, 1 | -1> = { ArrowRight: 1, ArrowLeft: -1 };

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  const { variant } = useContext(TabsContext);
  const rightToLeft = useDirection() === 'rtl';
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (event.defaultPrevented || at === -1 || tabs.length === 0) return;
    let next: number | undefined;
    if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else if (STEPS[event.key]) {
      const step = (STEPS[event.key] as number) * (rightToLeft ? -1 : 1);
      next = (at + step + tabs.length) % tabs.length;
    }
    if (next === undefined) return;
    event.preventDefault();
    tabs[next]?.focus();
    tabs[next]?.click();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      className={cn(listVariants({ variant }), className)}
      onKeyDown={move}
      {...props}
    />
  );
}

export type TabsTriggerProps = Omit<ComponentProps<'button'>, 'value'> & { value: string };

export function TabsTrigger({ value, className, onClick, disabled, ...props }: TabsTriggerProps) {
  const tabs = useContext(TabsContext);
  const active = tabs.value === value;
  const { tab, panel } = tabs.ids(value);
  return (
    <button
      type="button"
      role="tab"
      id={tab}
      aria-selected={active}
      aria-controls={active ? panel : undefined}
      tabIndex={active ? 0 : -1}
      disabled={disabled}
      data-state={active ? 'active' : 'inactive'}
      data-slot="tabs-trigger"
      className={cn(triggerVariants({ variant: tabs.variant }), className)}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

export type TabsContentProps = Omit<ComponentProps<'div'>, 'value'> & { value: string };

/** The panel of a tab: only the active one is rendered. */
export function TabsContent({ value, className, ...props }: TabsContentProps) {
  const tabs = useContext(TabsContext);
  if (tabs.value !== value) return null;
  const { tab, panel } = tabs.ids(value);
  return (
    <div
      role="tabpanel"
      id={panel}
      aria-labelledby={tab}
      tabIndex={0}
      data-state="active"
      data-slot="tabs-content"
      className={cn(
        'rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        className,
      )}
      {...props}
    />
  );
}
