import type { CallOptions } from '../client/request';

/**
 * An agreement's HTML from the address the configuration gives. A plain fetch rather than the client's
 * `request`: agreement addresses never receive the session's token (contract), so neither its headers nor
 * cookies go with it. The answer is untrusted HTML until the UI's sanitiser has seen it.
 */
export async function getAgreementHtml(
  url: string,
  options: Pick<CallOptions, 'signal'> = {},
): Promise<string> {
  const response = await fetch(url, { signal: options.signal, credentials: 'omit' });
  if (!response.ok) throw new Error(`agreement answered ${response.status}`);
  return response.text();
}
