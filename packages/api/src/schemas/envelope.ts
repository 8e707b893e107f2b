import * as z from 'zod/mini';

/** Every answer of the contract: `{ code, message, data }`, code 0 for success. */
export const envelopeSchema = z.object({
  code: z.number(),
  message: z.string(),
  data: z.optional(z.unknown()),
});

export type Envelope<T> = { code: number; message: string; data: T };
