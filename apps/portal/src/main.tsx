import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { apiSession } from '@creator/api/client/config';
import { App, preloadFirstPage } from './app';
import { loadMessages } from './i18n/load-messages';
import { directionOf, localeOf } from '@creator/domain/locales';
import './index.css';

const stored = localStorage.getItem('clang');
const locale = localeOf(stored);
// Set before the first paint, so that an Arabic page never flashes left-to-right.
document.documentElement.lang = locale;
document.documentElement.dir = directionOf(locale);

preloadFirstPage(window.location.pathname, apiSession().get().signedIn);
const messages = await loadMessages(locale);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App locale={locale} messages={messages} />
  </StrictMode>,
);
