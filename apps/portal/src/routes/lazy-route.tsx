import type { ComponentType, ReactNode } from 'react';
import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { loadLaterMessages, type MessagePart } from '../i18n/load-messages';

/** What a page module gives the router: its component, and optionally a loader that warms its queries. */
export interface PageModule {
  default: ComponentType;
  loader?: LoaderFunction;
}

type Direction = ComponentType<{ children: ReactNode }>;

/**
 * A route whose page lives in its own chunk, fetched by the route's loader. Loaders run after the route
 * middleware (routes/guards.ts), whereas React Router starts every matched route's `lazy` before it: so a
 * visitor the guards send elsewhere downloads nothing of the page they were refused. The page's own loader
 * runs as soon as its chunk is in, while the rest of the messages (with the page's own part, `messages`) and
 * Radix's direction (neither is part of the first load) arrive; the router renders the page once all three
 * are. The sign-in page (`firstLoad`) needs neither.
 */
export function lazyRoute(
  load: () => Promise<PageModule>,
  {
    firstLoad = false,
    messages,
    messagesBelow,
  }: {
    firstLoad?: boolean;
    messages?: MessagePart;
    /**
     * A layout: the part of the messages of the page below it, which holds the shared rest the layout needs (one
     * file, the same the page asks for); none for an address the page below redirects.
     */
    messagesBelow?: (args: LoaderFunctionArgs) => MessagePart | undefined;
  } = {},
): Required<Pick<RouteObject, 'loader' | 'Component'>> {
  let page: PageModule | undefined;
  let Direction: Direction | undefined;
  const loadRest = async (args: LoaderFunctionArgs) => {
    if (firstLoad) return;
    const below = messagesBelow?.(args);
    const [{ RadixDirection }] = await Promise.all([
      import('../i18n/radix-direction'),
      messagesBelow
        ? // The layout needs only the shared rest: should the page's part fail, the page's own error shows in
          // the frame, which gets the rest on its own.
          below && loadLaterMessages(below).catch(() => loadLaterMessages())
        : loadLaterMessages(messages),
    ]);
    Direction = RadixDirection;
  };
  return {
    async loader(args: LoaderFunctionArgs) {
      // One Promise.all, so that a failure of either part reaches the route's error element, and only once.
      const [data] = await Promise.all([
        load().then((module) => {
          page = module;
          return module.loader?.(args);
        }),
        loadRest(args),
      ]);
      return data ?? null;
    },
    // Rendered only once the loader has settled (the router's rule for a route with a loader).
    Component: function LazyPage() {
      if (!page) throw new Error('A lazy route rendered before its loader ran');
      const Page = page.default;
      return Direction ? (
        <Direction>
          <Page />
        </Direction>
      ) : (
        <Page />
      );
    },
  };
}
