import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useShellTranslate } from '../bootstrap/hooks';
import { visuallyHidden } from '../messages/UserMessages';
import { installShortcuts, type ShortcutAction } from './dispatcher';
import type { ShortcutHandlers } from './registry';
import { loadTestScriptPanel, TestScriptRecorder } from '../recorder/index';
import { useShellServices } from '../services/services';

// The transcript panel is shown only after a second F8: its code loads then (its own chunk).
const TestScriptPanel = lazy(() =>
  loadTestScriptPanel().then((TestScriptPanel) => ({ default: TestScriptPanel })),
);

export interface UseGlobalShortcutsOptions {
  /** Handlers used instead of the store's registered ones (its services' `keyboard`). */
  handlers?: ShortcutHandlers;
  /** Disable F8 test-script recording. */
  disableTestScript?: boolean;
}

export interface GlobalShortcutsState {
  /** True while F8 recording runs. */
  recording: boolean;
  /** The transcript to show after the second F8, or null. */
  transcript: string[] | null;
  closeTranscript: () => void;
  /** Starts or stops recording (what F8 does). */
  toggleRecording: () => void;
}

/**
 * Installs the global keyboard shortcuts on window (spec §2 Keyboard) and manages the F8
 * test-script recorder: the first F8 starts recording, the second stops and returns the
 * transcript to show.
 */
export function useGlobalShortcuts(options: UseGlobalShortcutsOptions = {}): GlobalShortcutsState {
  const { keyboard } = useShellServices();
  const [recording, setRecording] = useState(false);
  const [transcript, setTranscript] = useState<string[] | null>(null);
  const recorderRef = useRef<TestScriptRecorder | null>(null);
  const handlersRef = useRef(options.handlers);
  useEffect(() => {
    handlersRef.current = options.handlers;
  }, [options.handlers]);

  const toggleRecording = useCallback(() => {
    recorderRef.current ??= new TestScriptRecorder();
    const recorder = recorderRef.current;
    if (recorder.isRecording()) {
      setTranscript(recorder.stop());
      setRecording(false);
    } else {
      setTranscript(null);
      recorder.start();
      setRecording(true);
    }
  }, []);

  const disableTestScript = options.disableTestScript === true;
  useEffect(() => {
    const onShortcut = (action: ShortcutAction, description: string) => {
      if (action !== 'testScript') recorderRef.current?.add(`Press ${description}`);
    };
    return installShortcuts({
      registry: keyboard,
      get handlers() {
        return handlersRef.current;
      },
      ...(disableTestScript ? {} : { onTestScript: toggleRecording }),
      onShortcut,
    });
  }, [toggleRecording, disableTestScript, keyboard]);

  useEffect(
    () => () => {
      if (recorderRef.current?.isRecording()) recorderRef.current.stop();
    },
    [],
  );

  const closeTranscript = useCallback(() => setTranscript(null), []);
  return { recording, transcript, closeTranscript, toggleRecording };
}

/**
 * Mounts the global shortcuts and their UI: a polite "recording" status while F8 recording runs
 * and the transcript panel afterwards. `<ShellRoot>` renders it; render it yourself only when
 * you opt out there.
 */
export function GlobalShortcuts(props: UseGlobalShortcutsOptions) {
  const { recording, transcript, closeTranscript } = useGlobalShortcuts(props);
  const { t } = useShellTranslate();
  return (
    <>
      <div
        role="status"
        aria-live="polite"
        style={recording ? recordingBadge : visuallyHidden}
        data-testscript-ignore=""
      >
        {recording ? t('Shell_TestScript_Recording') : ''}
      </div>
      {transcript && (
        <Suspense fallback={null}>
          <TestScriptPanel lines={transcript} onClose={closeTranscript} />
        </Suspense>
      )}
    </>
  );
}

const recordingBadge = {
  position: 'fixed' as const,
  bottom: '1rem',
  insetInlineEnd: '1rem',
  zIndex: 9400,
  background: '#842029',
  color: '#fff',
  padding: '0.5rem 0.75rem',
  borderRadius: '0.375rem',
};
