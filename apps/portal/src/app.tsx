import { lazy, Suspense } from 'react';
import type { MessageFormatElement } from 'react-intl';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { CookieBanner } from './components/cookie-banner';
import { PortalIntlProvider } from './i18n/intl-provider';
import type { Locale } from '@creator/domain/locales';
import { AppProviders } from './providers/app-providers';
import { RequireSession, SignedOutOnly } from './routes/guards';
import { lazyPage } from './routes/lazy-page';
import { PageFallback } from './routes/system/page-fallback';

// Every page is its own chunk. The sign-in page's chunk carries its rules and client too, and index.html
// preloads it (see vite.config.ts), so /login paints after one round of downloads. The declarative router
// keeps the data router out of the first load.
const LoginPage = lazy(() => import('./routes/login/login-page'));
const ForgotPage = lazyPage(() => import('./routes/forgot/forgot-page'));
const AgreementPage = lazyPage(() => import('./routes/agreement/agreement-page'));
const ExceptionPage = lazyPage(() => import('./routes/system/exception-page'));
const NotFoundPage = lazyPage(() => import('./routes/not-found'));
const MainLayout = lazyPage(() => import('./layout/main-layout'));
const HomePage = lazyPage(() => import('./routes/home/home-page'));
const PlaceholderPage = lazyPage(() => import('./routes/system/placeholder-page'));

/** The sections whose pages come with later issues: shown inside the real layout meanwhile. */
const LATER_PATHS = [
  '/content',
  '/content/post',
  '/content/article',
  '/creator',
  '/creator/post',
  '/creator/editor',
  '/creator/draft',
  '/aigc',
  '/aigc/edit',
  '/account',
  '/account/info',
  '/account/password',
  '/notice',
  '/notice/message',
  '/preview',
];

/** Starts downloading the signed-in layout while the messages load, instead of after the first render. */
export function preloadFirstPage(pathname: string, signedIn: boolean): void {
  if (signedIn && pathname !== '/login' && pathname !== '/forgot' && !pathname.startsWith('/agreement'))
    void MainLayout.preload();
}

interface AppProps {
  locale: Locale;
  messages: Record<string, MessageFormatElement[]>;
}

export function App({ locale, messages }: AppProps) {
  return (
    <PortalIntlProvider locale={locale} messages={messages}>
      <BrowserRouter>
        <AppProviders>
          <Suspense fallback={<PageFallback />}>
            <Routes>
              <Route path="/" element={<Navigate to="/home" replace />} />
              <Route element={<SignedOutOnly />}>
                <Route path="/login" element={<LoginPage />} />
              </Route>
              <Route path="/forgot" element={<ForgotPage />} />
              <Route path="/agreement" element={<Navigate to="/agreement/privacy" replace />} />
              <Route path="/agreement/:kind" element={<AgreementPage />} />
              <Route path="/exception" element={<ExceptionPage />} />
              <Route element={<RequireSession />}>
                <Route element={<MainLayout />}>
                  <Route path="/home" element={<HomePage />} />
                  {LATER_PATHS.map((path) => (
                    <Route key={path} path={path} element={<PlaceholderPage />} />
                  ))}
                </Route>
              </Route>
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </Suspense>
          <CookieBanner />
        </AppProviders>
      </BrowserRouter>
    </PortalIntlProvider>
  );
}
