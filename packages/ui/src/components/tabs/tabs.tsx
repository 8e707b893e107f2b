import { useDirection } from '@radix-ui/react-direction';
import {
  createContext,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
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

/**
 * The tab stop when no tab that can be chosen is selected (none yet, or the selected one is disabled): the first
 * tab that can, so the list is still reached with the keyboard. The selected tab's own `tabIndex` wins otherwise.
 */
function keepOneTabStop(list: HTMLElement) {
  const tabs = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const enabled = tabs.filter((tab) => !tab.disabled);
  const selected = enabled.find((tab) => tab.getAttribute('aria-selected') === 'true');
  for (const tab of tabs) tab.tabIndex = tab === (selected ?? enabled[0]) ? 0 : -1;
}

export function TabsList({ className, onKeyDown, ref, ...props }: ComponentProps<'div'>) {
  const { variant } = useContext(TabsContext);
  const rightToLeft = useDirection() === 'rtl';
  const own = useRef<HTMLDivElement>(null);
  const setRef = useCallback(
    (node: HTMLDivElement | null) => {
      own.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  // After every change of the selection or of the tabs: the triggers render as the list re-renders with them.
  useLayoutEffect(() => {
    if (own.current) keepOneTabStop(own.current);
  });
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
      ref={setRef}
      role="tablist"
      aria-orientation="horizontal"
      // A list that scrolls is a tab stop of its own in some browsers (keyboard-focusable scrollers); the tabs
      // are the stops here (roving focus), and focusing one scrolls it into view.
      tabIndex={-1}
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
