import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { apiSession } from '@creator/api/client/config';
import { App, preloadFirstPage } from './app';
import { loadMessages } from './i18n/load-messages';
import { DEFAULT_LOCALE, directionOf, isLocale } from './i18n/locales';
import './index.css';

const stored = localStorage.getItem('clang');
const locale = isLocale(stored) ? stored : DEFAULT_LOCALE;
// Set before the first paint, so that an Arabic page never flashes left-to-right.
document.documentElement.lang = locale;
document.documentElement.dir = directionOf(locale);

// Demo mode (`npm run dev -- --mock`): the MSW worker answers from packages/api's mocks. The dynamic import
// sits behind a build-time constant, so production chunks never contain it.
if (import.meta.env.VITE_MOCK_API === '1') {
  const { startMockApi } = await import('./mocks/start-mock-api');
  await startMockApi();
}

preloadFirstPage(window.location.pathname, apiSession().get().signedIn);
const messages = await loadMessages(locale);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App locale={locale} messages={messages} />
  </StrictMode>,
);
