import { getConfigBatch } from '@creator/api/endpoints/config';
import { sanitizeHtml } from '@creator/ui/lib/sanitize-html';
import { Spinner } from '@creator/ui/spinner';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import NotFoundPage from '../not-found';
import { reportError } from '../../providers/report-error';

const URL_KEYS = {
  privacy: 'privacy_agreement_url',
  service: 'service_agreement_url',
  cookie: 'cookie_agreement_url',
} as const;

type Kind = keyof typeof URL_KEYS;
const isKind = (value: string | undefined): value is Kind => value !== undefined && Object.hasOwn(URL_KEYS, value);

/** The agreement's HTML, from the configured address: a plain fetch, so no session header goes there. */
async function loadAgreement(kind: Kind, signal: AbortSignal): Promise<string> {
  const config = (await getConfigBatch({ signal })).community_config.web_api;
  const url = config[URL_KEYS[kind]];
  if (!url) throw new Error(`no ${kind} agreement configured`);
  const response = await fetch(url, { signal, credentials: 'omit' });
  if (!response.ok) throw new Error(`agreement answered ${response.status}`);
  return sanitizeHtml(await response.text());
}

export default function AgreementPage() {
  const { kind } = useParams();
  const [loaded, setLoaded] = useState<{ kind: string; html: string } | null>(null);
  useEffect(() => {
    if (!isKind(kind)) return;
    const controller = new AbortController();
    loadAgreement(kind, controller.signal).then((html) => setLoaded({ kind, html }), (error: unknown) => {
      if (!controller.signal.aborted) reportError(error);
    });
    return () => controller.abort();
  }, [kind]);
  if (!isKind(kind)) return <NotFoundPage />;
  const html = loaded?.kind === kind ? loaded.html : null;
  return (
    <main className="mx-auto max-w-3xl p-6">
      <Link to="/" className="text-sm text-brand-700 underline">
        <FormattedMessage id="portal.nav.backHome" defaultMessage="Back to home" />
      </Link>
      {html === null ? (
        <Spinner block className="mt-8" />
      ) : (
        <article className="agreement mt-6 text-ink" dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </main>
  );
}
