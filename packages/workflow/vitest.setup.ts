import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { patient } from '../../scripts/patience.mjs';

// Testing Library cleans up by itself only with vitest globals; this package imports them.
afterEach(() => cleanup());

// Testing Library's waits (1 s by default) scaled by the machine's load (scripts/patience.mjs):
// a render that is slow on a busy machine is not wrong.
configure({ asyncUtilTimeout: patient(5_000) });
