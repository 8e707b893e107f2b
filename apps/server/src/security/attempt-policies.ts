/**
 * The attempt limits' figures (./attempts applies them): per guarded action, how many attempts go unhindered,
 * when the lockouts start and how long they last, for the account, the client address and an IPv6 client's /48.
 * docs/security.md lists them.
 */

export interface AttemptPolicy {
  /** Attempts without any wait. */
  free: number;
  /** The attempt that brings the long lockout. */
  max: number;
  /** Quiet time after which the count starts again; also the longest of the doubling waits. */
  windowMs: number;
  /** The lockout at `max`. */
  lockoutMs: number;
  /** Whether an attempt that succeeds gives its slot back. */
  refundOnSuccess: boolean;
  /**
   * Counted per fixed window of `windowMs` (a subject of its own per window) rather than until a quiet one:
   * for a rate of something everyone does (fetching a captcha), where a busy shared address never falls quiet
   * and would otherwise add up to a lockout for everyone behind it.
   */
  fixedWindow?: boolean;
}

export const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The subjects an action is counted for: the account only where it has one, behind a solved captcha or a ticket. */
export interface AttemptPolicies {
  account?: AttemptPolicy;
  /** The client address: an IPv4 address, or an IPv6 /64 (services.ts, addressSubject). */
  address: AttemptPolicy;
  /**
   * An IPv6 client's /48 as well, NETWORK_FACTOR times looser: one site is routed a /48, which holds 65 536
   * /64s, so counting the /64 alone would let it act from as many fresh addresses. Looser by enough that the
   * many subscribers a mobile carrier may number from one /48 are not locked out by one of them. IPv4 has no
   * such subject.
   */
  network: AttemptPolicy;
}

/** How many /64s' worth of attempts a /48 gets. */
export const NETWORK_FACTOR = 16;

function withNetwork<P extends Omit<AttemptPolicies, 'network'>>(
  policies: P,
): P & { network: AttemptPolicy } {
  const { address } = policies;
  return {
    ...policies,
    network: { ...address, free: address.free * NETWORK_FACTOR, max: address.max * NETWORK_FACTOR },
  };
}

/** A guess at a secret: per account, and more per client address (a shared network). */
const GUESS = withNetwork({
  account: { free: 5, max: 10, windowMs: 15 * MINUTE, lockoutMs: HOUR, refundOnSuccess: true },
  address: { free: 20, max: 50, windowMs: 15 * MINUTE, lockoutMs: HOUR, refundOnSuccess: true },
});

export const ATTEMPT_POLICIES = {
  /**
   * Fetching a captcha (a PNG rendered, a row written), per client only: at most 120 a minute per address
   * (a fixed window), whether solved or not. A creator fetches one per sign-in or reset and one more per wrong
   * answer, so even a carrier's shared address serving many creators stays under it; a flood gets 120 renders
   * a minute, a few percent of a core. Solving gives nothing back, so a client that reads captchas by machine
   * is held to the same rate.
   */
  captchaIssue: withNetwork({
    address: {
      free: 120,
      max: 120,
      windowMs: MINUTE,
      lockoutMs: MINUTE,
      refundOnSuccess: false,
      fixedWindow: true,
    },
  }),
  /** A wrong captcha costs the caller only: the email typed beside it is nobody's proof of anything. */
  captcha: withNetwork({
    address: { free: 30, max: 100, windowMs: 15 * MINUTE, lockoutMs: HOUR, refundOnSuccess: true },
  }),
  login: GUESS,
  emailSend: withNetwork({
    account: { free: 3, max: 5, windowMs: 60 * MINUTE, lockoutMs: 2 * HOUR, refundOnSuccess: false },
    address: { free: 10, max: 20, windowMs: 60 * MINUTE, lockoutMs: 2 * HOUR, refundOnSuccess: false },
  }),
  /**
   * Per client only. The contract's check carries no ticket, so anyone can type anyone's address beside a
   * guess: an account count would let a stranger lock the owner out. Each code is void after
   * EMAIL_CODE_MAX_ATTEMPTS guesses, and sending one is limited per account (emailSend), which bound guessing.
   */
  emailCheck: withNetwork({ address: GUESS.address }),
  passwordChange: GUESS,
  passwordReset: GUESS,
} as const satisfies Record<string, AttemptPolicies>;

export type AttemptAction = keyof typeof ATTEMPT_POLICIES;

/** How much RELAX_ATTEMPT_LIMITS multiplies the counts by. */
export const RELAXED_FACTOR = 100;

/** The wait after the `n`-th attempt: none before `free`, then doubling minutes up to the window, `lockoutMs` from `max`. */
export function lockoutAfter(policy: AttemptPolicy, n: number): number {
  if (n < policy.free) return 0;
  if (n >= policy.max) return policy.lockoutMs;
  return Math.min(MINUTE * 2 ** (n - policy.free), policy.windowMs);
}
