import { DirectionProvider } from '@radix-ui/react-direction';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { directionOf, isLocale } from '@creator/domain/locales';

/**
 * Radix's direction for the widgets below (menus, tabs, selects mirror their keys and sides in Arabic). Only
 * the lazily loaded pages use Radix, so it comes with them (routes/lazy-route.tsx) and not in the first load.
 */
export function RadixDirection({ children }: { children: ReactNode }) {
  const { locale } = useIntl();
  return (
    <DirectionProvider dir={isLocale(locale) ? directionOf(locale) : 'ltr'}>{children}</DirectionProvider>
  );
}
