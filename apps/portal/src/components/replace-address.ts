import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Moves the page to `to` in place of the current history entry, as soon as it is known: an address that stands
 * for another (`/content` for its first section) or an empty page above the first (`?page=` of the last page with
 * items). `to` is a path, or a query alone (`?page=2`) for the same path.
 *
 * Asked once for each new address, not on every render: the navigation it starts renders the page again, and a
 * second call would interrupt the first, so that a page rendered often enough never left.
 */
export function useReplaceAddress(to: string | undefined): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (to !== undefined) void navigate(to, { replace: true });
  }, [to, navigate]);
}

/** The query alone, as `useReplaceAddress` takes it: `?` and the parameters, `?` for none. */
export const queryOnly = (params: URLSearchParams): string => `?${params.toString()}`;
