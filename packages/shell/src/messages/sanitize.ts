import DOMPurify from 'dompurify';

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
 *
 * This module is the only one that imports DOMPurify; `MessageText` loads it with a dynamic
 * import the first time an HTML message is shown, so pages without one do not load DOMPurify.
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
