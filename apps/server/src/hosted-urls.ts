/**
 * Images on this server's host are stored as site paths (`/storage/<key>`) and answered as absolute URLs of
 * the origin the caller reached, so the data does not depend on the address the server runs under.
 */
export const STORAGE_PATH = '/storage';

export function toStoredUrl(url: string, imageHost: string): string {
  return url.startsWith(`${imageHost}/`) ? `${STORAGE_PATH}/${url.slice(imageHost.length + 1)}` : url;
}

export function toWireUrl(url: string, imageHost: string): string {
  return url.startsWith(`${STORAGE_PATH}/`) ? `${imageHost}/${url.slice(STORAGE_PATH.length + 1)}` : url;
}

export function toStoredUrls(urls: readonly string[], imageHost: string): string[] {
  return urls.map((url) => toStoredUrl(url, imageHost));
}

export function toWireUrls(urls: readonly string[], imageHost: string): string[] {
  return urls.map((url) => toWireUrl(url, imageHost));
}

/** The storage key of a URL on this host, or null for any other address. */
export function storageKeyOf(url: string, imageHost: string): string | null {
  return url.startsWith(`${imageHost}/`) ? url.slice(imageHost.length + 1) : null;
}

/** `src="<host>/…"` in article HTML, both ways. */
export function toStoredHtml(html: string, imageHost: string): string {
  return html.split(`${imageHost}/`).join(`${STORAGE_PATH}/`);
}

export function toWireHtml(html: string, imageHost: string): string {
  return html.replace(/(\ssrc\s*=\s*["']?)\/storage\//giu, `$1${imageHost}/`);
}
