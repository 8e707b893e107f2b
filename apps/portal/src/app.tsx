import type { MessageFormatElement } from 'react-intl';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { Locale } from '@creator/domain/locales';
import { PortalIntlProvider } from './i18n/intl-provider';
import { routes } from './routes/route-table';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The data router of the route table. Created before the messages arrive: it starts fetching the first page's
 * chunk (and running its loaders) at once, in parallel with them.
 */
export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}

/** Settles once the router's first navigation (guards, the page's chunk, its loader) is over, failed or not. */
export function firstNavigation(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Registers the service worker once the page has loaded (production builds only: the development server has
 * none), and lets a new build take over at the creator's next navigation (decision 0032).
 */
export function followBuilds(router: AppRouter): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void import('@creator/api/client/service-worker')
    .then(({ startServiceWorker }) => startServiceWorker('/sw.js'))
    .then((updates) => {
      // Another page, not another filter of the same one (decision 0018 keeps a list's filters in the address).
      let at = router.state.location.pathname;
      router.subscribe((state) => {
        if (state.location.pathname === at) return;
        at = state.location.pathname;
        updates.navigated();
      });
    });
}

interface AppProps {
  router: AppRouter;
  locale: Locale;
  messages: Record<string, MessageFormatElement[]>;
}

export function App({ router, locale, messages }: AppProps) {
  return (
    <PortalIntlProvider locale={locale} messages={messages}>
      <RouterProvider router={router} />
    </PortalIntlProvider>
  );
}
