import { FormattedMessage } from 'react-intl';

/** A section whose page comes with a later release, shown inside the real layout meanwhile. */
export default function PlaceholderPage() {
  return (
    <section className="grid place-items-center gap-2 py-16 text-center">
      <h1 className="text-2xl font-semibold text-ink">
        <FormattedMessage id="portal.placeholder.title" defaultMessage="Coming soon" />
      </h1>
      <p className="text-ink-muted">
        <FormattedMessage id="portal.placeholder.text" defaultMessage="This page will arrive in a later release." />
      </p>
    </section>
  );
}
