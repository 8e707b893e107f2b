import { SEARCH_MAX_LENGTH } from '@creator/domain/limits';
import { codePointLength } from '@creator/domain/text';
import * as z from 'zod/mini';

// Apart from ./common, which the sign-in page loads: only the lists search.

/** A list's search text (content, tasks): at most SEARCH_MAX_LENGTH code points, as the search boxes keep. */
export const querySearch = z
  .string()
  .check(
    z.refine((text) => codePointLength(text) <= SEARCH_MAX_LENGTH, `at most ${SEARCH_MAX_LENGTH} characters`),
  );
