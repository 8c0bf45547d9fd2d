// The F8 test-script recorder (spec §2): records interactions as readable lines and shows them.
export { TestScriptRecorder, type TranscriptRecorderOptions } from './transcript';
export type { TestScriptPanelProps } from './TestScriptPanel';

/** The panel's code is its own chunk: it loads when a recording is first shown. */
export const loadTestScriptPanel = () => import('./TestScriptPanel').then((m) => m.TestScriptPanel);
