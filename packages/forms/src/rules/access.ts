/**
 * Access to the portal's routes (portal spec sections 2 and 6, contract.md "Routes reachable without a
 * session" and "Account and access"). Pure: the portal's guard, its menu and any test share these answers.
 */

/** One entry of GET /mp-api/v3/api/user_resource. */
export interface AccessEntry {
  code: string;
  visible: boolean;
}

/** Paths open without a session: sign-in, forgotten password, agreements and the error page. */
export function isPublicPath(pathname: string): boolean {
  return (
    pathname === '/login' ||
    pathname === '/forgot' ||
    pathname === '/exception' ||
    pathname === '/agreement' ||
    pathname.startsWith('/agreement/')
  );
}

/**
 * The access code each section of the route table needs; "" is always allowed. The spec and contract.md name one
 * code, `list_polish_task` for /aigc; every other section is open to every signed-in creator, so a backend that
 * lists that code alone (or nothing) still opens content management, notices and the rest.
 */
// Keyed by the first segment of the address: `aigc` is the spec's address of the polish tasks.
export const SECTION_ACCESS = {
  home: '',
  content: '',
  creator: '',
  aigc: 'list_polish_task',
  account: '',
  notice: '',
  preview: '',
} as const satisfies Readonly<Record<string, string>>;

/** The code a path needs, or undefined when the path is not one of the table's sections. */
export function accessCodeOf(pathname: string): string | undefined {
  const section = pathname.split('/')[1] ?? '';
  return Object.hasOwn(SECTION_ACCESS, section)
    ? (SECTION_ACCESS as Readonly<Record<string, string>>)[section]
    : undefined;
}

/**
 * Whether the access list allows a code: "" always, an unknown or hidden code never, and a missing list
 * denies everything.
 */
export function isAllowed(list: readonly AccessEntry[] | null | undefined, code: string): boolean {
  if (!list) return false;
  if (code === '') return true;
  return list.some((entry) => entry.code === code && entry.visible);
}

/** Whether the access list lets the user open a path (paths outside the table are left to the router). */
export function canOpen(list: readonly AccessEntry[] | null | undefined, pathname: string): boolean {
  const code = accessCodeOf(pathname);
  return code === undefined ? true : isAllowed(list, code);
}
