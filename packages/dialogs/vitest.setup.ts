import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { patient } from '../../scripts/patience.mjs';

// The files share one document (isolate: false, decision 0037): each starts from an empty page
// and every test's renders are unmounted after it, whatever the file itself cleans up.
document.body.innerHTML = '';
afterEach(() => cleanup());

// jsdom has no CSS.escape; react-aria-components' popovers (the menu button) call it.
const css = ((globalThis as { CSS?: Partial<typeof CSS> }).CSS ??= {});
css.escape ??= (value: string) => value.replace(/[^\w-]/g, (ch) => `\\${ch}`);

// react-aria-components takes seconds to load the first time in a test process; load it before
// the tests so a lazily loaded dialog (the toolbar's menu button) appears within its wait.
await import('react-aria-components');

export {};

// Testing Library's waits (1 s by default) scaled by the machine's load (scripts/patience.mjs):
// a render that is slow on a busy machine is not wrong.
configure({ asyncUtilTimeout: patient(5_000) });
