import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Waits are ceilings, never pacing: a lazy chunk can take seconds on a loaded machine, and a wait ends as soon as
// its condition holds (Testing Library's default gives up after one second).
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());
