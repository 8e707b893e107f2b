import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { directionOf } from '@creator/domain/locales';
import { apiSession } from '@creator/api/client/config';
import { App, createAppRouter, firstNavigation, followBuilds } from './app';
import { loadMessages } from './i18n/load-messages';
import './index.css';

// The session's locale: what the creator chose, as index.html's first paint read it (storedLocale).
const locale = apiSession().get().clang;
// Set before the first paint, so that an Arabic page never flashes left-to-right.
document.documentElement.lang = locale;
document.documentElement.dir = directionOf(locale);

// The messages first (the router's lazy pages wait for the rest of them), then the router, whose first
// navigation fetches the page's chunk while the messages are on their way.
const messages = loadMessages(locale);
const router = createAppRouter();

// What index.html shows (the sign-in page's first paint, or the spinner) stays until the first page is ready:
// React's first render is that page, not a spinner over it. Not a top-level await: the page's chunk imports
// this one, and would wait for it to finish evaluating. Should the messages fail to arrive, the app renders all
// the same on the default messages, and the page's error element offers to try again: nothing waits in silence.
// A transition: React renders the first page in slices, yielding to the browser between them, rather than in one
// long task a phone's processor needs a few hundred milliseconds for.
const render = (loaded: Awaited<typeof messages>) =>
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App router={router} locale={locale} messages={loaded} />
      </StrictMode>,
    ),
  );
void firstNavigation(router)
  .then(() => messages)
  .then(render, () => render({}))
  .then(() => followBuilds(router));
