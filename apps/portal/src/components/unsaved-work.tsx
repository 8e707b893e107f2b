import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { routerPath } from '@creator/forms/rules/address';

/** The paths whose page on screen holds unsaved work, each counted by the guards that hold it. */
interface UnsavedWork {
  hold(path: string): () => void;
  holds(path: string): boolean;
}

const UnsavedWorkContext = createContext<UnsavedWork | null>(null);

/** The pathname of an address (path, query, hash), as the router matches it; no route is near the bound. */
const pathOf = (address: string) => routerPath(address.slice(0, 1024).split(/[?#]/u, 1)[0] ?? '');

/**
 * Where a LeaveGuard tells what it holds, for whatever opens a page by other means than leaving this one: the
 * outbox panel's Edit reopens a page over itself, a same-path navigation the guard does not ask about, and must
 * not replace work typed there and not yet saved.
 */
export function UnsavedWorkScope({ children }: { children: ReactNode }) {
  const [work] = useState<UnsavedWork>(() => {
    const held = new Map<string, number>();
    return {
      hold(path) {
        held.set(path, (held.get(path) ?? 0) + 1);
        return () => {
          const left = (held.get(path) ?? 1) - 1;
          if (left > 0) held.set(path, left);
          else held.delete(path);
        };
      },
      holds: (address) => held.has(pathOf(address)),
    };
  });
  return <UnsavedWorkContext.Provider value={work}>{children}</UnsavedWorkContext.Provider>;
}

/** While `when`, the page at the router's path holds unsaved work, for the scope it is in (none: nothing). */
export function useHoldUnsavedWork(when: boolean) {
  const work = useContext(UnsavedWorkContext);
  const { pathname } = useLocation();
  useEffect(() => (when ? work?.hold(routerPath(pathname)) : undefined), [when, work, pathname]);
}

/** Whether opening `address` (path and query) would replace a page on screen that holds unsaved work. */
export function useReplacesUnsavedWork(): (address: string) => boolean {
  const work = useContext(UnsavedWorkContext);
  return (address) => work?.holds(address) ?? false;
}
