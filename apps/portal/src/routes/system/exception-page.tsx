import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';

/** Where the redirect display mode lands: the error's code and message from the query. */
export default function ExceptionPage() {
  const [params] = useSearchParams();
  const code = params.get('errorCode');
  const message = params.get('errorMessage');
  return (
    <main className="grid min-h-screen place-items-center content-center gap-3 p-6 text-center">
      <h1 className="text-2xl font-semibold text-ink">
        <FormattedMessage id="portal.exception.title" defaultMessage="Something went wrong" />
      </h1>
      {message ? <p className="text-ink">{message}</p> : null}
      {code ? (
        <p className="text-sm text-ink-muted">
          <FormattedMessage
            id="portal.exception.code"
            defaultMessage="Error code: {code}"
            values={{ code }}
          />
        </p>
      ) : null}
      <Link to="/" className="text-brand-700 underline">
        <FormattedMessage id="portal.nav.back-home" defaultMessage="Back to home" />
      </Link>
    </main>
  );
}
