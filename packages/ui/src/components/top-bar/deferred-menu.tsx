import {
  cloneElement,
  useEffect,
  useState,
  type ComponentProps,
  type ComponentType,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
} from 'react';
import type * as menuModule from './top-bar-menus';

type MenuModule = typeof menuModule;

// One module for both menus, fetched once; a failed fetch is forgotten, so that the next use tries again.
let menus: Promise<MenuModule> | undefined;
function loadMenus(): Promise<MenuModule> {
  menus ??= import('./top-bar-menus').catch((error: unknown) => {
    menus = undefined;
    throw error;
  });
  return menus;
}
const prefetch = () => void loadMenus().catch(() => undefined);

/** What every deferred menu receives besides its own props. */
export interface DeferredMenuSlots {
  trigger: ReactElement;
  /** The menu mounts open: it is mounted by the click or key that asked for it. */
  defaultOpen?: boolean;
  /** It was asked for from the keyboard: the first item takes the focus, as Radix does on later opens. */
  focusFirstItem?: boolean;
}

type MenuName = keyof MenuModule;

type DeferredMenuProps<K extends MenuName> = {
  /** Which menu of top-bar-menus.tsx. */
  menu: K;
  /** The button that opens it, the same before and after the menu has loaded. */
  trigger: ReactElement<Record<string, unknown>>;
  /** The menu's own props. */
  props: Omit<ComponentProps<MenuModule[K]>, keyof DeferredMenuSlots>;
  defaultOpen?: boolean;
};

type Shown<K extends MenuName> = { Menu: MenuModule[K]; keyboard: boolean };

/**
 * A menu that costs nothing until it is used. Until then its trigger is a plain menu button; pointing at it or
 * focusing it starts fetching the menu (Radix's menu, its focus and dismiss layers, floating-ui), and the
 * click, Enter, Space or ArrowDown that asks for it mounts the menu open once it has arrived. The plain button
 * keeps the focus meanwhile; if the fetch fails, it stays a plain button and the next use tries again.
 */
export function DeferredMenu<K extends MenuName>({
  menu,
  trigger,
  props,
  defaultOpen = false,
}: DeferredMenuProps<K>) {
  const [shown, setShown] = useState<Shown<K> | null>(null);
  const open = (keyboard: boolean) =>
    void loadMenus().then(
      (module) => setShown({ Menu: module[menu], keyboard }),
      () => undefined,
    );
  // Stories and screenshots open a menu at first render.
  useEffect(() => {
    if (!defaultOpen) return;
    let mounted = true;
    void loadMenus().then(
      (module) => mounted && setShown({ Menu: module[menu], keyboard: false }),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [defaultOpen, menu]);
  if (shown) {
    // The props belong to this menu (DeferredMenuProps<K>); TypeScript cannot narrow a union of components by K.
    const Menu = shown.Menu as unknown as ComponentType<typeof props & DeferredMenuSlots>;
    return <Menu {...props} trigger={trigger} defaultOpen focusFirstItem={shown.keyboard} />;
  }
  return cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: prefetch,
    onFocus: prefetch,
    // A click that comes from Enter or Space has no pointer position (detail 0).
    onClick: (event: MouseEvent) => open(event.detail === 0),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      open(true);
    },
  });
}
