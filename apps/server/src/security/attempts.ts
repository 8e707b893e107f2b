import { sql, type Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { refusal } from '../errors';
import {
  ATTEMPT_POLICIES,
  lockoutAfter,
  MINUTE,
  RELAXED_FACTOR,
  type AttemptAction,
  type AttemptPolicies,
  type AttemptPolicy,
} from './attempt-policies';

/**
 * Attempt limits: the brake on guessing passwords, captchas and emailed codes, and on fetching captchas. Each
 * guarded action counts its attempts per subject — the account, the client address and an IPv6 client's /48 —
 * in the `attempt` table, so every server
 * instance on one database shares them. An attempt takes its slot *before* it is checked, in one atomic
 * statement, so parallel guesses cannot all slip through on a count read before any of them was written;
 * an attempt that succeeds gives its slot back (sending an email does not: every send costs).
 *
 * The count restarts only after a quiet `windowMs` once the subject is free again (no attempt, no lockout).
 * Up to `free` attempts go unhindered; from then on each attempt locks the subject out for a doubling time
 * (1, 2, 4, … minutes, at most `windowMs`), and from the `max`-th on each one locks it for `lockoutMs`: a
 * guesser who retries whenever allowed gets one guess per `lockoutMs` after the first `max`. A locked subject is
 * answered 14003 (tooManyAttempts) with `data.retry_after` in seconds, in the request's language, before
 * anything is checked. docs/security.md lists the figures; RELAX_ATTEMPT_LIMITS raises them a hundredfold
 * for test suites.
 */

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
  // `locked_until` is never before the last attempt, so "a window past it" is a window of quiet after the
  // last attempt and after the last lockout: waiting out a lockout does not by itself start the count again.
  const row = await sql<{ failures: number }>`
    insert into attempt as a (action, subject, last_attempt_at, failures, locked_until)
    values (${slot.action}, ${slot.subject}, ${now}, 1, ${now + lockoutAfter(slot.policy, 1)})
    on conflict (action, subject) do update set
      last_attempt_at = ${now},
      failures = case when a.locked_until + ${windowMs} <= ${now} then 1 else a.failures + 1 end,
      locked_until = ${now} + case
        when a.locked_until + ${windowMs} <= ${now} then ${lockoutAfter(slot.policy, 1)}
        when a.failures + 1 < ${free} then 0
        when a.failures + 1 >= ${max} then ${lockoutMs}
        else least(${MINUTE}::bigint * power(2, least(a.failures + 1 - ${free}, 20))::bigint, ${windowMs})
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

/** An IPv6 client's /48 from its /64 subject (`2001:db8:1:2::/64` → `2001:db8:1::/48`); undefined for IPv4. */
export function networkOf(address: string): string | undefined {
  if (!address.endsWith('::/64')) return undefined;
  return `${address.slice(0, -'::/64'.length).split(':').slice(0, 3).join(':')}::/48`;
}

/** The slots of `action` for the subjects given: the address (and its /48), the account. */
function slotsOf(
  action: AttemptAction,
  subjects: { account?: string; address?: string },
  relax: boolean,
  now: number,
): Slot[] {
  const policies: AttemptPolicies = ATTEMPT_POLICIES[action];
  const slots: Slot[] = [];
  const slot = (subject: string, policy: AttemptPolicy): Slot => ({
    action,
    // A fixed window is a subject of its own per window: the count starts again at each window's start.
    subject: policy.fixedWindow ? `${subject}@${Math.floor(now / policy.windowMs)}` : subject,
    policy: relaxed(policy, relax),
  });
  if (subjects.address !== undefined) {
    slots.push(slot(`address:${subjects.address}`, policies.address));
    const network = networkOf(subjects.address);
    if (network !== undefined) slots.push(slot(`network:${network}`, policies.network));
  }
  if (subjects.account !== undefined) {
    if (!policies.account) throw new Error(`${action} is not counted per account`);
    slots.push(slot(`account:${subjects.account}`, policies.account));
  }
  return slots;
}

/**
 * Takes a slot of `action` for each subject given, or refuses with 14003 when one of them is locked out.
 * `account` is the lower-cased email or the creator id; `address` the client's address (clientAddress), whose
 * /48 is counted too when it is an IPv6 /64. A route takes the address's slot first, and the account's only
 * once the caller has shown something (a solved captcha, a ticket, a code that exists), so that a stranger's
 * wrong guesses cost the stranger and never lock the account's owner out.
 */
export async function attempt(
  db: Kysely<Database>,
  clock: Clock,
  action: AttemptAction,
  subjects: { account?: string; address?: string },
  relax = false,
): Promise<AttemptGuard> {
  const now = clock.now();
  const taken: Slot[] = [];
  for (const slot of slotsOf(action, subjects, relax, now)) {
    let wait = await take(db, slot, now);
    // A fixed window's count starts again with the next window, whatever its lockout says.
    if (wait !== null && slot.policy.fixedWindow)
      wait = Math.min(wait, slot.policy.windowMs - (now % slot.policy.windowMs));
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
      await refund(
        db,
        taken.filter((slot) => slot.policy.refundOnSuccess),
        true,
      );
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
      .set((eb) => ({
        failures: sql`greatest(${eb.ref('failures')} - 1, 0)`,
        ...(account ? { locked_until: 0 } : {}),
      }))
      .where('action', '=', slot.action)
      .where('subject', '=', slot.subject)
      .execute();
  }
}

/** Forgets subjects that have been quiet for a window and are not locked (the periodic purge). */
export async function purgeAttempts(db: Kysely<Database>, now: number): Promise<number> {
  const longest = Math.max(
    ...Object.values(ATTEMPT_POLICIES).flatMap((p: AttemptPolicies) => [
      p.account?.windowMs ?? 0,
      p.address.windowMs,
      p.network.windowMs,
    ]),
  );
  const result = await db
    .deleteFrom('attempt')
    .where('last_attempt_at', '<', now - longest)
    .where('locked_until', '<', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
