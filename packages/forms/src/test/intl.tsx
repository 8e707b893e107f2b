import uiArEG from '@creator/ui/messages/ar-EG.json';
import uiEnUS from '@creator/ui/messages/en-US.json';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import formsArEG from '../messages/ar-EG.json';
import formsEnUS from '../messages/en-US.json';

const catalogues = {
  'en-US': { ...uiEnUS, ...formsEnUS },
  'ar-EG': { ...uiArEG, ...formsArEG },
} as const;

/** The portal's provider for tests: the catalogues of ui and forms merged, Latin digits as contract.md asks. */
export function TestIntl({
  locale = 'en-US',
  children,
}: {
  locale?: keyof typeof catalogues;
  children: ReactNode;
}) {
  return (
    <IntlProvider
      locale={`${locale}-u-nu-latn`}
      messages={catalogues[locale]}
      onError={(error) => {
        throw error;
      }}
    >
      {children}
    </IntlProvider>
  );
}
