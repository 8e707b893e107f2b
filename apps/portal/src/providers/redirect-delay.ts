/** Delay of the contract between a session ending (sign-out, expiry, forbidden sign-in) and /login. */
export const REDIRECT_DELAY_MS = 500;
