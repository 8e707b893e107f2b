import { textLinkClassName } from '@creator/ui/text-link';
import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';

interface Props {
  title: MessageDescriptor;
  /** Beside the logo (the language picker on /login). */
  aside?: ReactNode;
  children: ReactNode;
}

/** The frame of the pages without a session: logo, a card with the form, and the agreement links. */
export function AuthShell({ title, aside, children }: Props) {
  // Narrower margins on a phone, so that the form keeps most of its 360 px.
  return (
    <div className="flex min-h-screen flex-col bg-surface-sunken">
      <header className="flex items-center justify-between gap-4 px-4 py-4 sm:px-6">
        <span className="text-lg font-semibold text-ink">
          <FormattedMessage id="portal.brand" defaultMessage="Creator portal" />
        </span>
        {aside}
      </header>
      <main className="grid flex-1 place-items-center p-4 sm:p-6">
        <section className="w-full max-w-md rounded-lg bg-surface p-6 shadow-card sm:p-8">
          <h1 className="mb-6 text-2xl font-semibold text-ink">
            <FormattedMessage {...title} />
          </h1>
          {children}
        </section>
      </main>
      <footer className="flex flex-wrap justify-center gap-x-6 gap-y-2 p-4 text-sm">
        <Link className={textLinkClassName()} to="/agreement/privacy">
          <FormattedMessage id="portal.agreement.privacy" defaultMessage="Privacy policy" />
        </Link>
        <Link className={textLinkClassName()} to="/agreement/service">
          <FormattedMessage id="portal.agreement.service" defaultMessage="Terms of service" />
        </Link>
      </footer>
    </div>
  );
}
