import {
  cloneElement,
  useEffect,
  useCallback,
  useState,
  type ComponentProps,
  type ComponentType,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
} from 'react';
import type * as menuModule from './top-bar-menus';

type MenuModule = typeof menuModule;
type MenuName = keyof MenuModule;

// One module for both menus, fetched once. A browser keeps a failed module fetch failed for the page's life,
// so a failure is not retried here: it reaches the route's error element, whose Retry reloads the page.
let menus: Promise<MenuModule> | undefined;
const loadMenus = () => (menus ??= import('./top-bar-menus'));
const prefetch = () => void loadMenus().catch(() => undefined);

/** Hands `menu` to `shown` once the module is in (or its failure to `failed`), unless `signal` calls it off. */
function whenLoaded<K extends MenuName>(
  menu: K,
  signal: AbortSignal,
  shown: (Menu: MenuModule[K]) => void,
  failed: (error: unknown) => void,
): void {
  loadMenus().then(
    (module) => signal.aborted || shown(module[menu]),
    (error: unknown) => signal.aborted || failed(error),
  );
}

/** What every deferred menu receives besides its own props. */
export interface DeferredMenuSlots {
  trigger: ReactElement;
  /** The menu mounts open: it is mounted by the click or key that asked for it. */
  defaultOpen?: boolean;
  /** It was asked for from the keyboard: the first item takes the focus, as Radix does on later opens. */
  focusFirstItem?: boolean;
}

type DeferredMenuProps<K extends MenuName> = {
  /** Which menu of top-bar-menus.tsx. */
  menu: K;
  /** The button that opens it, the same before and after the menu has loaded. */
  trigger: ReactElement<Record<string, unknown>>;
  /** The menu's own props. */
  props: Omit<ComponentProps<MenuModule[K]>, keyof DeferredMenuSlots>;
  defaultOpen?: boolean;
};

type Shown<K extends MenuName> = { Menu: MenuModule[K]; keyboard: boolean; focused: boolean };

/**
 * A menu that costs nothing until it is used. Until then its trigger is a plain menu button; pointing at it or
 * focusing it starts fetching the menu (Radix's menu, its focus and dismiss layers, floating-ui), and the
 * click, Enter, Space or ArrowDown that asks for it mounts the menu open once it has arrived, unless the focus
 * has left the button or Escape was pressed meanwhile. The focus stays on the button until the menu takes it.
 */
export function DeferredMenu<K extends MenuName>({
  menu,
  trigger,
  props,
  defaultOpen = false,
}: DeferredMenuProps<K>) {
  const [shown, setShown] = useState<Shown<K> | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  // The open that was asked for and has not happened yet; leaving the button or Escape calls it off.
  const [asked, setAsked] = useState<AbortController | null>(null);

  const open = (keyboard: boolean, button: HTMLElement) => {
    const request = new AbortController();
    setAsked(request);
    whenLoaded(
      menu,
      request.signal,
      (Menu) => setShown({ Menu, keyboard, focused: document.activeElement === button }),
      setFailure,
    );
  };
  // Stories and screenshots open a menu at first render.
  useEffect(() => {
    if (!defaultOpen) return;
    const mounted = new AbortController();
    whenLoaded(
      menu,
      mounted.signal,
      (Menu) => setShown({ Menu, keyboard: false, focused: false }),
      setFailure,
    );
    return () => mounted.abort();
  }, [defaultOpen, menu]);
  // Radix's trigger replaces the plain button that had the focus: the focus moves on to it as it is attached
  // (rather than staying on the page body) until the menu takes it.
  const focused = shown?.focused === true;
  const radixTrigger = useCallback(
    (element: HTMLElement | null) => {
      if (element && focused && (document.activeElement ?? document.body) === document.body) element.focus();
    },
    [focused],
  );

  if (failure) throw failure;
  if (shown) {
    // The props belong to this menu (DeferredMenuProps<K>); TypeScript cannot narrow a union of components by K.
    const Menu = shown.Menu as unknown as ComponentType<typeof props & DeferredMenuSlots>;
    return (
      <Menu
        {...props}
        trigger={cloneElement(trigger, { ref: radixTrigger })}
        defaultOpen
        focusFirstItem={shown.keyboard}
      />
    );
  }
  return cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onBlur: () => asked?.abort(),
    // A click that comes from Enter or Space has no pointer position (detail 0).
    onClick: (event: MouseEvent<HTMLElement>) => open(event.detail === 0, event.currentTarget),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Escape') asked?.abort();
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      open(true, event.currentTarget);
    },
  });
}
