import { ShowType } from './content';
/**
 * The limits and delays of the portal document's §9 that no single rule owns. Limits that belong to one
 * rule (nickname and password lengths, the edit limit and window, image counts and sizes) live with that
 * rule in `@creator/forms/rules/*`; layout widths and the narrow breakpoint are design tokens in
 * `tailwind.config.ts`. docs/architecture.md lists where each one lives.
 */

/** Characters of the sign-in captcha. */
export const CAPTCHA_LENGTH = 4;

/** Every API call gives up after this long (contract.md "Transport"). */
export const REQUEST_TIMEOUT_MS = 30_000;

/** While writes wait in the outbox and the browser says it is online, they are tried again this often. */
export const OUTBOX_RETRY_MS = 30_000;

/** Between a session ending (sign-out, expiry, a forbidden sign-in) and the move to /login. */
export const REDIRECT_DELAY_MS = 500;

/** Between a successful read report and the unread dot fading out. */
export const NOTICE_READ_DOT_DELAY_MS = 500;

/** Unread counts above this show as "99+". */
export const UNREAD_BADGE_CAP = 99;

/** The next page of notices is asked for within this distance of the bottom. */
export const NOTICE_NEXT_PAGE_DISTANCE_PX = 30;

/** Notices seen within this moment are reported read in one call. */
export const NOTICE_READ_BATCH_MS = 250;

/** Page sizes of the content list and the polish task list. */
export const CONTENT_PAGE_SIZE = 10;
export const TASK_PAGE_SIZE = 20;

/** The highest page a list query may ask for, so that an offset stays below PAGE_MAX × PAGE_SIZE_MAX rows. */
export const PAGE_MAX = 100_000;

/** The search boxes of the lists (content, tasks): what the client keeps and the server accepts, in code points. */
export const SEARCH_MAX_LENGTH = 100;

/** Typing in a list's search box asks the server once this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Thumbnails of the task table: at most 3 a row (60 wide: a size class of the table); the phone preview dialog is 600 wide. */
export const TASK_THUMBS_PER_ROW = 3;
export const PREVIEW_DIALOG_WIDTH_PX = 600;

/** Configuration defaults when a key is missing (contract.md "Configuration"). */
export const DEFAULT_SHOW_TYPES = [ShowType.article, ShowType.shortPost] as const;
export const DEFAULT_POST_BODY_MAX_LENGTH = 2000;
export const DEFAULT_CLAIM_MAX = 5;

/** The composer and the editor save the form to local storage this often while it holds anything (spec §4). */
export const AUTOSAVE_INTERVAL_MS = 8_000;

/** Hashtag suggestions are asked this long after the last keystroke (spec §9: autocomplete threshold 200). */
export const HASHTAG_SEARCH_DELAY_MS = 200;

/**
 * A publish, a polish publish and an article draft save carry an `Idempotency-Key` (an optional header this
 * project adds to the contract, docs/contract-mode.md): a backend that honours it answers a key it has seen
 * within this window with the first answer instead of writing again. The reference server keeps keys this long.
 */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60_000;
