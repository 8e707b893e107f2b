import { useState } from 'react';
import { keyedSender } from '../client/idempotency';
import type { CallOptions } from '../client/request';

/**
 * A write's endpoint with keys on its sends for the component's life: the same write asked again before an answer
 * said it was done goes again as first sent, with the same `Idempotency-Key` (client/idempotency.ts).
 */
export function useKeyedSend<B, A>(
  endpoint: (body: B, options: CallOptions) => Promise<A>,
  identity?: (body: B) => unknown,
): (body: B) => Promise<A> {
  const [send] = useState(() =>
    keyedSender((body: B, idempotencyKey) => endpoint(body, { idempotencyKey }), identity),
  );
  return send;
}
