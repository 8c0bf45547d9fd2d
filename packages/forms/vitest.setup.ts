import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { patient } from '../../scripts/patience.mjs';

// The test command runs this suite beside the browser lane on two cores: a render that takes
// 1 s (Testing Library's default wait) on a busy machine is slow, not wrong.
configure({ asyncUtilTimeout: patient(5_000) });

// Testing Library cleans up by itself only with vitest globals; this package imports them.
afterEach(() => cleanup());
