import { useAgreement } from '@creator/api/react/agreements';
import { SHOWN_IN_PLACE } from '@creator/api/react/query-client';
import { isAgreementKind, type AgreementKind } from '@creator/api/schemas/agreements';
import { sanitizeHtml } from '@creator/ui/lib/sanitize-html';
import { Spinner } from '@creator/ui/spinner';
import { textLinkClassName } from '@creator/ui/text-link';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import NotFoundPage from '../not-found';
import { LoadError } from '../system/load-error';
import { QueryProvider } from '../../providers/query-provider';

/** An address a link may lead to: http(s), or a path of this origin (never `javascript:` or `//host`). */
function isOpenableAddress(url: string): boolean {
  return /^https?:\/\//iu.test(url) || (url.startsWith('/') && !url.startsWith('//'));
}

export default function AgreementPage() {
  const { kind } = useParams();
  if (!isAgreementKind(kind)) return <NotFoundPage />;
  // Outside the signed-in layout, so the page brings the query client itself (the same one).
  return (
    <QueryProvider>
      <Agreement kind={kind} />
    </QueryProvider>
  );
}

/** The agreement's HTML, fetched without the session's token and sanitised before it reaches the DOM. */
function Agreement({ kind }: { kind: AgreementKind }) {
  const agreement = useAgreement(kind, sanitizeHtml, SHOWN_IN_PLACE);
  const html = agreement.html;
  return (
    <main className="mx-auto max-w-3xl p-6">
      <Link to="/" className={textLinkClassName({}, 'text-sm')}>
        <FormattedMessage id="portal.nav.back-home" defaultMessage="Back to home" />
      </Link>
      {agreement.error ? (
        <>
          <LoadError error={agreement.error} onRetry={agreement.retry} retrying={agreement.retrying} />
          {agreement.url && isOpenableAddress(agreement.url) ? (
            // The contract promises no CORS on an agreement's address: a host on another origin that sends none
            // cannot be read here, but its document still opens on its own.
            <a
              href={agreement.url}
              target="_blank"
              rel="noopener noreferrer"
              className={textLinkClassName({}, 'mt-4 text-sm')}
            >
              <FormattedMessage
                id="portal.agreement.open-direct"
                defaultMessage="Open the document on its own page"
              />
            </a>
          ) : null}
        </>
      ) : html === undefined ? (
        <Spinner block className="mt-8" />
      ) : (
        <article className="agreement mt-6 text-ink" dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </main>
  );
}
