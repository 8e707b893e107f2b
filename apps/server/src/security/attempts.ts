import { sql, type Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { refusal } from '../errors';

/**
 * Attempt limits: the brake on guessing passwords, captchas and emailed codes. Each guarded action counts
 * its attempts per subject — the account and the client address — in the `attempt` table, so every server
 * instance on one database shares them. An attempt takes its slot *before* it is checked, in one atomic
 * statement, so parallel guesses cannot all slip through on a count read before any of them was written;
 * an attempt that succeeds gives its slot back (sending an email does not: every send costs).
 *
 * Within a window, `free` attempts go unhindered; from then on each attempt locks the subject out for a
 * doubling time (1, 2, 4, … minutes) up to `lockoutMs`, and reaching `max` locks it for `lockoutMs`. A
 * locked subject is answered 14003 (tooManyAttempts) with `data.retry_after` in seconds, in the request's
 * language, before anything is checked. docs/security.md lists the figures; RELAX_ATTEMPT_LIMITS raises
 * them a hundredfold for test suites.
 */

export interface AttemptPolicy {
  /** Attempts per window without any wait. */
  free: number;
  /** Attempts per window at all. */
  max: number;
  windowMs: number;
  /** The longest lockout, and the one at `max`. */
  lockoutMs: number;
  /** Whether an attempt that succeeds gives its slot back. */
  refundOnSuccess: boolean;
}

const MINUTE = 60_000;

/** Per account (or email address) and per client address. The address limits allow a shared network. */
export const ATTEMPT_POLICIES = {
  captcha: {
    account: { free: 10, max: 30, windowMs: 15 * MINUTE, lockoutMs: 15 * MINUTE, refundOnSuccess: true },
    address: { free: 30, max: 100, windowMs: 15 * MINUTE, lockoutMs: 15 * MINUTE, refundOnSuccess: true },
  },
  login: {
    account: { free: 5, max: 10, windowMs: 15 * MINUTE, lockoutMs: 15 * MINUTE, refundOnSuccess: true },
    address: { free: 20, max: 50, windowMs: 15 * MINUTE, lockoutMs: 15 * MINUTE, refundOnSuccess: true },
  },
  emailSend: {
    account: { free: 3, max: 5, windowMs: 60 * MINUTE, lockoutMs: 60 * MINUTE, refundOnSuccess: false },
    address: { free: 10, max: 20, windowMs: 60 * MINUTE, lockoutMs: 60 * MINUTE, refundOnSuccess: false },
  },
  emailCheck: {
    account: { free: 5, max: 10, windowMs: 15 * MINUTE, lockoutMs: 15 * MINUTE, refundOnSuccess: true },
    address: { free: 20, max: 50, windowMs: 15 * MINUTE, lockoutMs: 15 * MINUTE, refundOnSuccess: true },
  },
  passwordChange: {
    account: { free: 5, max: 10, windowMs: 15 * MINUTE, lockoutMs: 15 * MINUTE, refundOnSuccess: true },
    address: { free: 20, max: 50, windowMs: 15 * MINUTE, lockoutMs: 15 * MINUTE, refundOnSuccess: true },
  },
  passwordReset: {
    account: { free: 5, max: 10, windowMs: 15 * MINUTE, lockoutMs: 15 * MINUTE, refundOnSuccess: true },
    address: { free: 20, max: 50, windowMs: 15 * MINUTE, lockoutMs: 15 * MINUTE, refundOnSuccess: true },
  },
} as const satisfies Record<string, { account: AttemptPolicy; address: AttemptPolicy }>;

export type AttemptAction = keyof typeof ATTEMPT_POLICIES;

/** How much RELAX_ATTEMPT_LIMITS multiplies the counts by. */
export const RELAXED_FACTOR = 100;

/** The wait after the `n`-th attempt of a window: none up to `free`, then doubling minutes, `lockoutMs` at `max`. */
export function lockoutAfter(policy: AttemptPolicy, n: number): number {
  if (n < policy.free) return 0;
  if (n >= policy.max) return policy.lockoutMs;
  return Math.min(MINUTE * 2 ** (n - policy.free), policy.lockoutMs);
}

interface Slot {
  action: AttemptAction;
  subject: string;
  policy: AttemptPolicy;
}

export interface AttemptGuard {
  /** The attempt worked: the slots are given back where the policy says so. */
  succeeded(): Promise<void>;
}

function relaxed(policy: AttemptPolicy, relax: boolean): AttemptPolicy {
  return relax ? { ...policy, free: policy.free * RELAXED_FACTOR, max: policy.max * RELAXED_FACTOR } : policy;
}

/** Takes one slot, atomically; the time until the subject is free again when it is locked. */
async function take(db: Kysely<Database>, slot: Slot, now: number): Promise<number | null> {
  const { windowMs, free, max, lockoutMs } = slot.policy;
  // The lockout of the n-th attempt (lockoutAfter) in SQL, so reading, counting and locking are one statement.
  const row = await sql<{ failures: number }>`
    insert into attempt as a (action, subject, window_start, failures, locked_until)
    values (${slot.action}, ${slot.subject}, ${now}, 1, ${now + lockoutAfter(slot.policy, 1)})
    on conflict (action, subject) do update set
      window_start = case when a.window_start + ${windowMs} <= ${now} then ${now} else a.window_start end,
      failures = case when a.window_start + ${windowMs} <= ${now} then 1 else a.failures + 1 end,
      locked_until = ${now} + case
        when a.window_start + ${windowMs} <= ${now} then ${lockoutAfter(slot.policy, 1)}
        when a.failures + 1 < ${free} then 0
        when a.failures + 1 >= ${max} then ${lockoutMs}
        else least(${MINUTE}::bigint * power(2, least(a.failures + 1 - ${free}, 20))::bigint, ${lockoutMs})
      end
    where a.locked_until <= ${now}
    returning a.failures`.execute(db);
  if (row.rows.length > 0) return null;
  const locked = await db
    .selectFrom('attempt')
    .select('locked_until')
    .where('action', '=', slot.action)
    .where('subject', '=', slot.subject)
    .executeTakeFirst();
  return Math.max(1, Number(locked?.locked_until ?? now) - now);
}

/**
 * Takes a slot of `action` for each subject, or refuses with 14003 when one of them is locked out.
 * `account` is the lower-cased email or the creator id; `address` the client's address (clientAddress).
 */
export async function attempt(
  db: Kysely<Database>,
  clock: Clock,
  action: AttemptAction,
  subjects: { account?: string; address: string },
  relax = false,
): Promise<AttemptGuard> {
  const now = clock.now();
  const policies = ATTEMPT_POLICIES[action];
  const slots: Slot[] = [{ action, subject: `address:${subjects.address}`, policy: relaxed(policies.address, relax) }];
  if (subjects.account !== undefined) {
    slots.push({ action, subject: `account:${subjects.account}`, policy: relaxed(policies.account, relax) });
  }
  const taken: Slot[] = [];
  for (const slot of slots) {
    const wait = await take(db, slot, now);
    if (wait !== null) {
      // The slots already taken for this refused attempt are given back: only real attempts count.
      await refund(db, taken, false);
      throw refusal('tooManyAttempts', {
        data: { retry_after: Math.ceil(wait / 1000) },
        values: { minutes: Math.max(1, Math.ceil(wait / MINUTE)) },
      });
    }
    taken.push(slot);
  }
  return {
    async succeeded() {
      await refund(db, taken.filter((slot) => slot.policy.refundOnSuccess), true);
    },
  };
}

/**
 * Gives slots back. After a success an account's lockout also ends (its secret was known); an address's
 * does not, or one account of the attacker's own would reopen the address for guesses at everyone else's.
 */
async function refund(db: Kysely<Database>, slots: readonly Slot[], succeeded: boolean): Promise<void> {
  for (const slot of slots) {
    const account = succeeded && slot.subject.startsWith('account:');
    await db
      .updateTable('attempt')
      .set((eb) => ({ failures: sql`greatest(${eb.ref('failures')} - 1, 0)`, ...(account ? { locked_until: 0 } : {}) }))
      .where('action', '=', slot.action)
      .where('subject', '=', slot.subject)
      .execute();
  }
}

/** Forgets windows that have ended (the periodic purge). */
export async function purgeAttempts(db: Kysely<Database>, now: number): Promise<number> {
  const longest = Math.max(...Object.values(ATTEMPT_POLICIES).flatMap((p) => [p.account.windowMs, p.address.windowMs, p.account.lockoutMs]));
  const result = await db.deleteFrom('attempt').where('window_start', '<', now - longest).where('locked_until', '<', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
