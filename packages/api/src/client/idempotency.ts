/** 16 random bytes in base64url: 22 characters, within the header's bounds (schemas/idempotency.ts). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  // 24 characters of base64, the last two padding.
  return btoa(binary).slice(0, 22).replaceAll('+', '-').replaceAll('/', '_');
}

/**
 * One write's sends with their keys. A send asked again before an answer said the write was done (its answer
 * lost on the way, or a 5xx) goes with the same key and the same body as the first, so that a backend which
 * honours the key writes it once: `identity` says what makes two bodies the same write (the whole body unless
 * given; a publish leaves out `spent_time`, which grows with every press). A different write, or any write after
 * a success, gets a new key.
 */
export function keyedSender<B, A>(
  send: (body: B, idempotencyKey: string) => Promise<A>,
  identity: (body: B) => unknown = (body) => body,
): (body: B) => Promise<A> {
  let pending: { identity: string; body: B; key: string } | null = null;
  return async (body) => {
    const same = JSON.stringify(identity(body));
    if (pending?.identity !== same) pending = { identity: same, body, key: newIdempotencyKey() };
    const sent = pending;
    const answer = await send(sent.body, sent.key);
    if (pending === sent) pending = null;
    return answer;
  };
}
