import {
  cloneElement,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type ReactElement,
} from 'react';

// One module for both menus, fetched once; `prefetch` starts it on a sign of intent.
const loadMenus = () => import('./top-bar-menus');
const prefetch = () => void loadMenus();
export const LazyPublishMenu = lazy(() => loadMenus().then((module) => ({ default: module.PublishMenu })));
export const LazyUserMenu = lazy(() => loadMenus().then((module) => ({ default: module.UserMenu })));

type DeferredMenuProps<P> = {
  /** The lazy menu (`LazyPublishMenu`, `LazyUserMenu`), given `trigger` and `defaultOpen`. */
  menu: ComponentType<P & { trigger: ReactElement; defaultOpen?: boolean }>;
  /** The button that opens it, the same before and after the menu has loaded. */
  trigger: ReactElement<Record<string, unknown>>;
  /** The menu's own props. */
  props: P;
  defaultOpen?: boolean;
};

/**
 * A menu that costs nothing until it is used. Until then its trigger is a plain menu button; pointing at it or
 * focusing it starts fetching the menu, and the click (or ArrowDown) that asks for it mounts the menu open, in
 * place of the plain button. The popup is not needed to paint the page, so the page does not wait for it.
 */
export function DeferredMenu<P extends object>({
  menu: Menu,
  trigger,
  props,
  defaultOpen = false,
}: DeferredMenuProps<P>) {
  const [armed, setArmed] = useState(defaultOpen);
  const plain = cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onClick: () => setArmed(true),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      setArmed(true);
    },
  });
  if (!armed) return plain;
  return (
    <Suspense fallback={plain}>
      <Menu {...props} trigger={trigger} defaultOpen />
    </Suspense>
  );
}
