import { configure } from '@testing-library/react';

// Waits are ceilings, never pacing: a lazy chunk or a mocked round trip can take seconds on a loaded machine, and a
// wait ends as soon as its condition holds (Testing Library's default gives up after one second). Every package
// whose tests wait with Testing Library runs this (vitest.config.ts `setupFiles`).
configure({ asyncUtilTimeout: 15_000 });
