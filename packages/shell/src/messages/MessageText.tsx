import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Tags never allowed in a message, on top of DOMPurify's defaults (no form controls, no styles). */
const FORBID_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'select',
  'option',
  'textarea',
  'iframe',
  'object',
  'embed',
];

/**
 * Sanitises message HTML with DOMPurify: scripts, event handlers, `javascript:` URLs, form
 * controls and styles are removed; links to another page open in a new tab safely.
 */
export function sanitizeMessageHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
  if (typeof document === 'undefined' || !clean.includes('<a')) return clean;
  const template = document.createElement('template');
  template.innerHTML = clean;
  for (const a of Array.from(template.content.querySelectorAll('a[target="_blank"]'))) {
    a.setAttribute('rel', 'noopener noreferrer');
  }
  return template.innerHTML;
}

/** A message text: plain text, or sanitised HTML when `isHtml`. */
export function MessageText({ text, isHtml }: { text: string; isHtml: boolean }) {
  const html = useMemo(() => (isHtml ? sanitizeMessageHtml(text) : null), [text, isHtml]);
  if (html !== null)
    return <span className="insulcalc-message-text" dangerouslySetInnerHTML={{ __html: html }} />;
  return <span className="insulcalc-message-text">{text}</span>;
}
