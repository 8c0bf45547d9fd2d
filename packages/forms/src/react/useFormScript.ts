import { useEffect, useRef } from 'react';
import type { FormModel } from '../core/index';
import type { KeyedFormMessage } from './shellMessages';
import { FORM_CALLS } from '../core/index';

export interface UseFormScriptOptions {
  model: FormModel;
  formId: string | null;
  javascriptVersion: string | null;
  resolveUrl: (path: string) => string;
  translate: (key: string, values?: Record<string, string | number>) => string;
  showMessages: (messages: KeyedFormMessage[]) => void;
}

/**
 * Runs the form's script (spec §7) while the form shows the version that names it. The runtime
 * is imported only when a form has a script, so forms without one (and the lean entry) never
 * load it; a new version or a new form ends the old worker first.
 */
export function useFormScript({
  model,
  formId,
  javascriptVersion,
  resolveUrl,
  translate,
  showMessages,
}: UseFormScriptOptions): void {
  // The latest texts and message area, without restarting the script when they change.
  const latest = useRef({ resolveUrl, translate, showMessages });
  useEffect(() => {
    latest.current = { resolveUrl, translate, showMessages };
  });
  useEffect(() => {
    if (!formId || !javascriptVersion || typeof Worker === 'undefined') return;
    let dispose: (() => void) | null = null;
    let cancelled = false;
    // The worker imports the script itself; it needs an absolute address, and only this origin's
    // (the CSP's script-src 'self' would refuse another anyway).
    const url = new URL(
      latest.current.resolveUrl(FORM_CALLS.javascript(formId, javascriptVersion)),
      document.baseURI,
    );
    if (url.origin !== window.location.origin) return;
    void import('../scripts/attachFormScript').then(({ attachFormScript }) => {
      if (cancelled) return;
      const runtime = attachFormScript(model, {
        url: url.href,
        translate: (key, values) => latest.current.translate(key, values),
        showMessages: (messages) => latest.current.showMessages(messages),
      });
      dispose = () => runtime.dispose();
    });
    return () => {
      cancelled = true;
      dispose?.();
    };
  }, [model, formId, javascriptVersion]);
}
