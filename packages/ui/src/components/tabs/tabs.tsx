import * as TabsPrimitive from '@radix-ui/react-tabs';
import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
} from 'react';
import { cn } from '../../lib/cn';
import { listVariants, triggerVariants } from './tab-styles';

type TabsVariant = 'line' | 'pill';

interface TabsState {
  variant: TabsVariant;
  value: string | undefined;
}

const TabsContext = createContext<TabsState>({ variant: 'line', value: undefined });

export type TabsProps = Omit<
  ComponentProps<typeof TabsPrimitive.Root>,
  'dir' | 'orientation' | 'activationMode' | 'value' | 'defaultValue' | 'onValueChange'
> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** `line`: underlined tabs (content types); `pill`: compact filters (status sub-tabs). */
  variant?: TabsVariant;
};

/**
 * Tabs that switch panels in place: Radix's tabs (WAI-ARIA tabs, automatic activation, arrow keys following
 * the reading direction of the `DirectionProvider`, Home and End, disabled tabs skipped, only the active
 * panel rendered). Tabs that are pages are NavTabs.
 */
export function Tabs({
  variant = 'line',
  value,
  defaultValue,
  onValueChange,
  className,
  ...props
}: TabsProps) {
  // Held here and handed to Radix, so that the list re-renders with the selection and moves its tab stop.
  const [own, setOwn] = useState(defaultValue);
  const selected = value ?? own;
  return (
    <TabsContext value={{ variant, value: selected }}>
      <TabsPrimitive.Root
        value={selected ?? ''}
        onValueChange={(next) => {
          if (value === undefined) setOwn(next);
          onValueChange?.(next);
        }}
        data-slot="tabs"
        data-variant={variant}
        className={cn('flex flex-col gap-4', className)}
        {...props}
      />
    </TabsContext>
  );
}

/**
 * The one tab stop: the selected tab, or when no tab that can be chosen is selected (none yet, or the
 * selected one is disabled) the first tab that can, so the list is still reached with the keyboard.
 */
function keepOneTabStop(list: HTMLElement) {
  const tabs = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const enabled = tabs.filter((tab) => !tab.disabled);
  const selected = enabled.find((tab) => tab.getAttribute('aria-selected') === 'true');
  for (const tab of tabs) tab.tabIndex = tab === (selected ?? enabled[0]) ? 0 : -1;
}

export function TabsList({ className, ref, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  const { variant } = useContext(TabsContext);
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
  return (
    <TabsPrimitive.List
      ref={setRef}
      // Radix makes the list the way in (a stop that hands the focus on) and the last tab focused the stop,
      // none before the first focus; a list that scrolls is a stop of its own in some browsers too
      // (keyboard-focusable scrollers). Here the tabs are the stops, and focusing one scrolls it into view.
      tabIndex={-1}
      data-slot="tabs-list"
      className={cn(listVariants({ variant }), className)}
      {...props}
    />
  );
}

export type TabsTriggerProps = ComponentProps<typeof TabsPrimitive.Trigger>;

export function TabsTrigger({ value, className, ...props }: TabsTriggerProps) {
  const tabs = useContext(TabsContext);
  return (
    <TabsPrimitive.Trigger
      value={value}
      // Moved by the list when this tab cannot be the stop (keepOneTabStop); Radix's roving stop is unused.
      tabIndex={tabs.value === value ? 0 : -1}
      data-slot="tabs-trigger"
      className={cn(triggerVariants({ variant: tabs.variant }), className)}
      {...props}
    />
  );
}

export type TabsContentProps = ComponentProps<typeof TabsPrimitive.Content>;

/** The panel of a tab: only the active one is rendered. */
export function TabsContent({ className, ...props }: TabsContentProps) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn(
        'rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        className,
      )}
      {...props}
    />
  );
}
