import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useShellTranslate } from '../bootstrap/hooks';

export interface TestScriptPanelProps {
  /** Numbered transcript lines. */
  lines: string[];
  onClose: () => void;
}

async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall back below
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = typeof document.execCommand === 'function' && document.execCommand('copy');
    area.remove();
    return ok;
  } catch {
    return false;
  }
}

/** Shows a recorded test script with Copy and Close (a modal dialog; Escape closes it). */
export function TestScriptPanel({ lines, onClose }: TestScriptPanelProps) {
  const { t } = useShellTranslate();
  const titleId = useId();
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState(false);
  const text = lines.join('\n');

  // Before paint, with the dialog: a passive effect could run after a screen reader or a test
  // has already seen the dialog without focus in it.
  useLayoutEffect(() => {
    areaRef.current?.focus();
  }, []);

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-testscript-ignore=""
      className="insulcalc-testscript"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          e.stopPropagation();
          onClose();
        }
      }}
      style={{
        position: 'fixed',
        inset: '10% 10% auto 10%',
        zIndex: 9500,
        background: '#fff',
        color: '#212529',
        border: '1px solid #adb5bd',
        borderRadius: '0.5rem',
        boxShadow: '0 0.5rem 1rem rgba(0,0,0,.25)',
        padding: '1rem',
        display: 'flex',
        flexDirection: 'column',
        gap: '0.75rem',
      }}
    >
      <h2 id={titleId} style={{ margin: 0, fontSize: '1.25rem' }}>
        {t('Shell_TestScript_Title')}
      </h2>
      {lines.length === 0 ? (
        <p>{t('Shell_TestScript_Empty')}</p>
      ) : (
        <textarea
          ref={areaRef}
          readOnly
          aria-labelledby={titleId}
          value={text}
          rows={Math.min(20, Math.max(5, lines.length))}
          style={{ width: '100%', fontFamily: 'monospace' }}
        />
      )}
      <div role="status" aria-live="polite" style={{ minHeight: '1.5em' }}>
        {copied ? t('Shell_TestScript_Copied') : ''}
      </div>
      <div style={{ display: 'flex', gap: '0.5rem', justifyContent: 'flex-end' }}>
        {lines.length > 0 && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void copyText(text).then(setCopied)}
          >
            {t('Shell_TestScript_Copy')}
          </button>
        )}
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('Common_Close')}
        </button>
      </div>
    </div>
  );
}
