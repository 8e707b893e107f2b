import { lazy, type ComponentType } from 'react';
import { loadLaterMessages } from '../i18n/load-messages';

type PageModule = { default: ComponentType };

/**
 * A page in its own chunk, rendered once the rest of the messages (i18n/load-messages.ts) and Radix's
 * direction provider have arrived with it: neither is part of the first load. `preload` starts all three.
 */
export function lazyPage(load: () => Promise<PageModule>) {
  const loadPage = async (): Promise<PageModule> => {
    const [{ default: Page }, { RadixDirection }] = await Promise.all([
      load(),
      import('../i18n/radix-direction'),
      loadLaterMessages(),
    ]);
    return {
      default: function LazyPage() {
        return (
          <RadixDirection>
            <Page />
          </RadixDirection>
        );
      },
    };
  };
  return Object.assign(lazy(loadPage), { preload: loadPage });
}
