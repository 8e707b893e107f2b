/**
 * Calls sent before the bundle (decision 0028). index.html's inline script sends the GET calls a signed-in first
 * load is sure to make (the frame's account and access list, the home page's figures) as soon as the HTML is
 * parsed, with the contract's headers, rather than once the first chunk has come and run. `request()` adopts
 * such a call when it makes the same one (the same address and the same headers), once, while it is on its way
 * or answered less than `EARLY_CALL_MAX_AGE_MS` ago: its answer then goes through the same checks as any other.
 * A change of session drops them all (`dropEarlyCalls`).
 */

/** Where the inline script leaves its calls for the client (a property of the window). */
export const EARLY_CALLS_KEY = '__creatorEarlyCalls';

/** An early call answered longer ago than this is not adopted: the client asks again. */
export const EARLY_CALL_MAX_AGE_MS = 10_000;

export interface EarlyCall {
  url: string;
  headers: Record<string, string>;
  /** When it was answered or failed (`performance.now()`); none while it is on its way. */
  settled?: number;
  response: Promise<Response>;
}

/**
 * Sends `urls` with `headers` and leaves the calls under `key` of `global`. Self-contained: index.html's inline
 * script runs it as written. A failure is the adopting call's to report, so none goes unhandled meanwhile.
 */
export function sendEarlyCalls(
  urls: readonly string[],
  headers: Record<string, string>,
  global: Record<string, unknown>,
  key: string,
  send: (url: string, init: RequestInit) => Promise<Response>,
  now: () => number,
): void {
  global[key] = urls.map((url) => {
    const call: EarlyCall = { url, headers, response: send(url, { headers }) };
    const settle = () => {
      call.settled = now();
    };
    call.response.then(settle, settle);
    return call;
  });
}

/** Forgets every early call: the session they were sent for has ended or changed. */
export function dropEarlyCalls(
  global: Record<string, unknown> = globalThis as unknown as Record<string, unknown>,
): void {
  delete global[EARLY_CALLS_KEY];
}

function sameHeaders(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && b[key] === a[key])
  );
}

/**
 * The early call of `url` with exactly `headers`, taken so that no one else adopts it; none when there is no such
 * call or it was answered more than `EARLY_CALL_MAX_AGE_MS` ago.
 */
export function takeEarlyCall(
  url: string,
  headers: Record<string, string>,
  now: number = performance.now(),
  global: Record<string, unknown> = globalThis as unknown as Record<string, unknown>,
): Promise<Response> | undefined {
  const calls = global[EARLY_CALLS_KEY];
  if (!Array.isArray(calls)) return undefined;
  const index = (calls as EarlyCall[]).findIndex(
    (call) => call.url === url && sameHeaders(call.headers, headers),
  );
  if (index < 0) return undefined;
  const [call] = (calls as EarlyCall[]).splice(index, 1);
  return call && (call.settled === undefined || now - call.settled <= EARLY_CALL_MAX_AGE_MS)
    ? call.response
    : undefined;
}
