import { configure } from '@testing-library/react';
import { WAIT_CEILING_MS } from './test-waits';

// Testing Library's waits get the same ceiling as `expect.poll` (scripts/test-waits.ts). Every package whose tests
// wait with Testing Library runs this (vitest.config.ts `setupFiles`).
configure({ asyncUtilTimeout: WAIT_CEILING_MS });
