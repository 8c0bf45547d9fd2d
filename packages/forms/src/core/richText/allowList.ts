/**
 * The one allow-list for stored rich text (spec §5: "Rich text forbids form-control tags. Links
 * default to target _self."). The server's save path (sanitize-html) and the browser's renderer
 * (DOMPurify) both read it, so what one keeps the other keeps too. Framework-free on purpose: no
 * sanitiser is imported here, each side brings its own.
 *
 * It lists exactly what the RichTextArea editor (TipTap's starter kit) produces; anything else —
 * styles, classes, event handlers, images, SVG and MathML — is dropped. No `style` attribute is
 * allowed at all, which removes CSS `expression()` and `url(javascript:…)` tricks wholesale.
 */

/** The control types whose values are rich text (HTML), single- or multi-language. */
export const RICH_TEXT_CONTROL_TYPES: ReadonlySet<string> = new Set([
  'RichTextArea',
  'RichTextAreaMultiLang',
]);

/** Elements rich text may contain. */
export const RICH_TEXT_ALLOWED_TAGS: readonly string[] = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'h1',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'code',
  'pre',
  'hr',
];

/** Attributes per element; no element allows any other (no `style`, `class`, `on*`). */
export const RICH_TEXT_ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'rel', 'title'],
  ol: ['start'],
};

/**
 * Never allowed, whatever an allow-list change adds later: form controls (spec §5), scripts and
 * styles, embedded documents, and the foreign-content namespaces used to smuggle markup past
 * parsers (SVG, MathML). The sanitisers remove these with their content.
 */
export const RICH_TEXT_FORBIDDEN_TAGS: readonly string[] = [
  'form',
  'input',
  'select',
  'option',
  'textarea',
  'button',
  'script',
  'style',
  'iframe',
  'frame',
  'object',
  'embed',
  'svg',
  'math',
  'template',
  'link',
  'meta',
  'base',
  'noscript',
];

/** URL schemes a link may use; relative URLs (`/platform/…`, `#top`) are allowed too. */
export const RICH_TEXT_URL_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel'];

/** Link targets a link may keep; any other (or none) becomes the default. */
export const RICH_TEXT_LINK_TARGETS: readonly string[] = ['_self', '_blank'];
/** Spec §5: links open in the same window unless the author chose a new one. */
export const RICH_TEXT_DEFAULT_LINK_TARGET = '_self';
/** A link to a new window cannot reach back into this one. */
export const RICH_TEXT_BLANK_REL = 'noopener noreferrer';

/**
 * True when an `href` may be kept: a relative URL or one of {@link RICH_TEXT_URL_SCHEMES}.
 * Browsers ignore ASCII whitespace and control characters inside a scheme (`java\tscript:`), so
 * those are removed before the scheme is read.
 */
export function isAllowedRichTextUrl(href: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what the check is about
  const compact = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(compact);
  // No scheme: a relative or protocol-relative URL, which stays on http(s).
  if (!scheme) return true;
  return RICH_TEXT_URL_SCHEMES.includes(scheme[1]!.toLowerCase());
}

/** The target a link gets: its own when allowed, else the default (`_self`). */
export function richTextLinkTarget(target: string | null | undefined): string {
  return target && RICH_TEXT_LINK_TARGETS.includes(target) ? target : RICH_TEXT_DEFAULT_LINK_TARGET;
}
