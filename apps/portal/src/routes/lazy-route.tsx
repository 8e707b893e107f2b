import type { ComponentType } from 'react';
import type { LazyRouteFunction, LoaderFunction, RouteObject } from 'react-router-dom';
import { loadLaterMessages } from '../i18n/load-messages';

/** What a page module gives the router: its component, and optionally a loader that warms its queries. */
export interface PageModule {
  default: ComponentType;
  loader?: LoaderFunction;
}

/**
 * A route whose page lives in its own chunk. The router fetches it, with the rest of the messages
 * (i18n/load-messages.ts) and Radix's direction (neither is part of the first load), before it renders the
 * page or runs its loader; the sign-in page (`firstLoad`) needs neither.
 */
export function lazyRoute(
  load: () => Promise<PageModule>,
  { firstLoad = false } = {},
): LazyRouteFunction<RouteObject> {
  if (firstLoad) return async () => toRoute(await load());
  return async () => {
    const [page, { RadixDirection }] = await Promise.all([
      load(),
      import('../i18n/radix-direction'),
      loadLaterMessages(),
    ]);
    const Page = page.default;
    return toRoute({
      ...page,
      default: function DirectedPage() {
        return (
          <RadixDirection>
            <Page />
          </RadixDirection>
        );
      },
    });
  };
}

function toRoute({ default: Component, loader }: PageModule) {
  return loader ? { Component, loader } : { Component };
}
