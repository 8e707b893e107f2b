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
