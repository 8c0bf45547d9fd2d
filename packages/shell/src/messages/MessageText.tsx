import { useEffect, useMemo, useState } from 'react';

type Sanitize = (html: string) => string;

/** The sanitiser once loaded (DOMPurify is a separate chunk, loaded on the first HTML message). */
let loadedSanitize: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

/** Loads the message HTML sanitiser (DOMPurify) once; resolves to `sanitizeMessageHtml`. */
export function loadMessageSanitizer(): Promise<Sanitize> {
  loading ??= import('./sanitize').then((m) => {
    loadedSanitize = m.sanitizeMessageHtml;
    return loadedSanitize;
  });
  return loading;
}

/**
 * A message text: plain text (rendered synchronously), or sanitised HTML when `isHtml`. HTML is
 * rendered only once sanitised: until DOMPurify has loaded (first HTML message only) the span is
 * empty, never the raw markup.
 */
export function MessageText({ text, isHtml }: { text: string; isHtml: boolean }) {
  const [sanitize, setSanitize] = useState<Sanitize | null>(() => loadedSanitize);
  useEffect(() => {
    if (!isHtml || sanitize) return;
    let active = true;
    void loadMessageSanitizer().then((fn) => {
      if (active) setSanitize(() => fn);
    });
    return () => {
      active = false;
    };
  }, [isHtml, sanitize]);
  const html = useMemo(() => (isHtml ? (sanitize ? sanitize(text) : '') : null), [isHtml, sanitize, text]);
  if (html !== null)
    return <span className="insulcalc-message-text" dangerouslySetInnerHTML={{ __html: html }} />;
  return <span className="insulcalc-message-text">{text}</span>;
}
